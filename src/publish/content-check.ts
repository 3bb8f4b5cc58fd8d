import { z } from 'zod'
import { pageWithFacts, postWithFacts } from '@/content/facts-in-prose'
import { sanitise } from '@/content/sanitise'
import type { Page, Post } from '@/content/types'
import { escapeHtml } from '@/lib/escape-html'
import type { Practice } from '@/practice/model'
import { onePerPlace, pageFindings, teamFindings, type Finding } from '@/practice/rules'
import { pageHasOwnExample } from '@/site/finance-offer'

/** A bound on each text, so the check's cost follows the body's (the intake bounds the body as a whole). */
const text = (max: number) => z.string().max(max)
const member = z.object({ slug: text(200), name: text(300), role: text(300), specialistList: text(100).optional(), bio: text(20_000).optional() })

/**
 * What the larkspur-practice plugin sends of a page, a post or a team member as it would be
 * published (issue 45): the title, the content as WordPress renders it (`the_content`), the
 * excerpt, the slug, the featured image's alt text and Yoast's meta description; and the team as
 * it would be after the save (each member's role and specialist-list entry), which the specialist
 * rule reads.
 */
export const contentCheckSchema = z.strictObject({
  type: z.enum(['post', 'page', 'team']),
  slug: text(200),
  title: text(1000),
  html: text(400_000),
  excerpt: text(5000).default(''),
  featuredAlt: text(1000).default(''),
  metaDescription: text(1000).default(''),
  team: z.array(member).max(200).optional(),
})
export type ContentCheckRequest = z.infer<typeof contentCheckSchema>

/**
 * Rules whose finding on a lone page body says nothing of the page as served: a registry page
 * whose frame renders the treatment's own representative example and the broker statement
 * (pageHasOwnExample) is checked for credit at render, by the page gate, not here.
 */
const FRAME_RULES = new Set(['credit-example'])

const seo = { meta: {} }

/** The page as the site's page route would render it, without the frame: head title, meta description, heading, picture, excerpt, body. */
function document(request: ContentCheckRequest, practice: Practice): string {
  const html = sanitise(request.html)
  const page: Page = { slug: request.slug, title: request.title, html, seo: { ...seo, description: request.metaDescription } }
  const expanded: Page & { excerpt?: string } = request.type === 'page' ? pageWithFacts(practice, page) : postWithFacts(practice, { ...page, id: 0, excerpt: request.excerpt, date: '', categoryIds: [] } satisfies Post)
  const excerpt = expanded.excerpt ? `<p>${escapeHtml(expanded.excerpt)}</p>` : ''
  const picture = request.featuredAlt === '' ? '' : `<img src="/featured.webp" alt="${escapeHtml(request.featuredAlt)}">`
  return `<!doctype html><html lang="en-GB"><head><title>${escapeHtml(expanded.title)}</title><meta name="description" content="${escapeHtml(expanded.seo.description ?? '')}"></head><body><main><h1>${escapeHtml(expanded.title)}</h1>${picture}${excerpt}${expanded.html}</main></body></html>`
}

export const contentPath = (request: Pick<ContentCheckRequest, 'type' | 'slug'>): string => (request.type === 'post' ? `/blog/${request.slug}` : `/${request.slug}`)

/**
 * The problems a save would publish: a page or a post through the sanitiser and the placeholders
 * as a render does, then the page rules over the result (with the team given); a team member by
 * the team rules, only the findings about that member. The frame's own parts (header, footer, a
 * treatment page's facts panel) are not rendered here: the page gate checks them at render.
 */
export function contentFindings(request: ContentCheckRequest, practice: Practice): Finding[] {
  const team = request.team
  if (request.type === 'team') return teamFindings((team ?? []).map((one) => ({ ...one, bio: one.bio ?? '' }))).filter((finding) => finding.where.startsWith(`team[${request.slug}]`))
  const path = contentPath(request)
  const framed = request.type === 'page' && pageHasOwnExample(practice, request.slug)
  const findings = pageFindings({ path, html: document(request, practice) }, practice, team ? { team } : {})
  return onePerPlace(findings.filter((finding) => !(framed && FRAME_RULES.has(finding.rule))))
}
