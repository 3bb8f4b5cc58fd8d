import type { Practice } from '@/practice/model'
import { expandPlaceholders } from '@/practice/placeholders'
import { pageHasOwnExample } from '@/site/finance-offer'
import type { Page, Post, Seo } from './types'

/**
 * The practice's facts in running text (issue 28): a page's or post's placeholders (`[price
 * veneers]`, `[phone]`, `[finance 395 6]`…) answered from the practice model, in the body (HTML,
 * phones as links), the title, the excerpt and every search and social field (plain text). Both
 * adapters' content passes here, after sanitising, so the HTML it adds is ours: in the body only
 * text nodes are answered and every model value is escaped (issue 34, point 8); the plain-text
 * fields hold the value as it is, and the templates escape them where they are shown.
 */
const text = (practice: Practice, value: string) => expandPlaceholders(practice, value).text

function expandSeo(practice: Practice, seo: Seo): Seo {
  return {
    ...seo,
    title: seo.title === undefined ? undefined : text(practice, seo.title),
    description: seo.description === undefined ? undefined : text(practice, seo.description),
    meta: Object.fromEntries(Object.entries(seo.meta).map(([key, value]) => [key, text(practice, value)])),
  }
}

export function pageWithFacts(practice: Practice, page: Page): Page {
  return { ...page, title: text(practice, page.title), html: expandPlaceholders(practice, page.html, { html: true, representative: !pageHasOwnExample(practice, page.slug) }).text, seo: expandSeo(practice, page.seo) }
}

export function postWithFacts(practice: Practice, post: Post): Post {
  return {
    ...post,
    title: text(practice, post.title),
    excerpt: text(practice, post.excerpt),
    // A post has no facts panel: its first finance example is its representative one (issue 35).
    html: expandPlaceholders(practice, post.html, { html: true, representative: true }).text,
    seo: expandSeo(practice, post.seo),
  }
}
