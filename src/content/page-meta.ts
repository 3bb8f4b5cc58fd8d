import type { SiteFacts } from '@/practice/site-facts'
import type { Seo } from './types'

/** Fields written as their own tags (title, description); the rest go out as <meta name=…>. */
const ownTags = new Set(['title', 'description'])

export interface PageMetaInput {
  /** The practice, as this request read its model (`Astro.locals.page.facts`): its name ends a page's title, its document title stands for a page with none. */
  readonly facts: Pick<SiteFacts, 'name' | 'documentTitle'>
  readonly seo?: Seo
  /** This page's path on this site, for the canonical URL. */
  readonly path: string
  readonly noindex?: boolean
  /** The page's own title: without an SEO title (WordPress without Yoast) the browser title is "{title} | {practice}". */
  readonly pageTitle?: string
  /** A title that stands as it is (the 404 page, the blog list). */
  readonly absoluteTitle?: string
  /** The page's own description, where the CMS gives none (the blog list). */
  readonly description?: string
  /** The RSS feed the page offers, a path on this site (the blog). */
  readonly feed?: string
  /** A blog post: Open Graph type 'article' with its dates. */
  readonly article?: ArticleDates
}

export interface ArticleDates {
  /** ISO date-times. */
  readonly publishedTime: string
  readonly modifiedTime?: string
}

/** What a page says about itself in its <head>, as plain data (src/components/frame/page-head.astro writes it). */
export interface PageMeta {
  readonly title: string
  readonly description?: string
  /** A path on this site. */
  readonly canonical: string
  readonly noindex: boolean
  readonly openGraph: {
    readonly title: string
    readonly description?: string
    readonly type: 'website' | 'article'
    readonly image: { readonly url: string; readonly width?: number; readonly height?: number; readonly alt?: string }
  }
  /** Every other metadata field by name (docs/requirements.md §9). */
  readonly other: Readonly<Record<string, string>>
  readonly feed?: string
  readonly article?: ArticleDates
}

/**
 * docs/requirements.md §4 and §9: the SEO title and every metadata field by name. Without an SEO title the
 * page's own title names it (one fixed title on every page would give search engines dozens of
 * duplicates); only a page with neither falls back to the fixed document title.
 */
export function pageMeta({ facts, seo, path, noindex = false, pageTitle, absoluteTitle, description: ownDescription, feed, article }: PageMetaInput): PageMeta {
  const description = seo?.description ?? ownDescription
  const other: Record<string, string> = {}
  for (const [name, value] of Object.entries(seo?.meta ?? {})) if (!ownTags.has(name)) other[name] = value
  const ownTitle = pageTitle?.trim()
  const title = absoluteTitle ?? (seo?.title || (ownTitle ? `${ownTitle} | ${facts.name}` : facts.documentTitle))
  return {
    title,
    description,
    canonical: path,
    // The page's own choice, or what the CMS asks for it (a test page, a page Yoast hides).
    noindex: noindex || seo?.noindex === true,
    openGraph: {
      title: seo?.meta.og_title ?? title,
      description,
      type: article || seo?.meta.og_type === 'article' ? 'article' : 'website',
      image: seo?.ogImage ? { url: seo.ogImage.url, width: seo.ogImage.width, height: seo.ogImage.height, alt: seo.ogImage.alt } : { url: '/media/og-default.jpg' },
    },
    other,
    feed,
    article,
  }
}
