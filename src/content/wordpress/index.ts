import { z } from 'zod'
import { practiceProblems } from '@/practice/problems'
import { practiceSchema, type Practice } from '@/practice/model'
import { modelSizeProblem } from '@/practice/check/check-model'
import { ContentUnavailableError, type ContentSource, type PostPage, type PostQuery, type TeamMember } from '../types'
import { createWpClient, WpEmptyPage, WpNoRoute, WpNotSet } from './client'
import { createUrlRewriter, mapCategory, mapPage, mapPost, mapTeamMember } from './map'
import { lastUpdate, wpCategory, wpModified, wpPage, wpPageListing, wpPost, wpTeamMember } from './schemas'
import { asksNoindex } from '../seo'

export interface WordPressOptions {
  /** REST base ending in /wp-json/. */
  readonly baseUrl: string
  /** This site's origin, for canonical URLs. */
  readonly siteOrigin: string
  /** The CMS's custom last-update endpoint, if it has one. */
  readonly lastUpdateUrl?: string
  readonly fetch?: typeof fetch
  /** Content fetch time-out; docs/requirements.md §9 says 5000 ms. */
  readonly timeoutMs?: number
  /**
   * The team when this WordPress has no team post type (our optional larkspur-team plugin is not
   * installed): the embedded team in content/team.json. Without one, the team is left out.
   */
  readonly fallbackTeam?: () => Promise<TeamMember[]>
  /**
   * The practice model when this WordPress does not serve one (our larkspur-practice plugin is not
   * installed, or its settings were never saved): the embedded model in content/practice. Without
   * one, such a WordPress cannot answer for the practice.
   */
  readonly fallbackPractice?: () => Promise<Practice>
  readonly log?: (message: string) => void
}

/**
 * `what` names the kind of answer, never the slug asked for, and the error names the fields that
 * did not fit, not their values: the message is logged (issue 27, point 6).
 */
function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.filter((part) => typeof part !== 'number').join('.') || '(root)'))].slice(0, 5)
  throw new ContentUnavailableError(`${what}: unexpected answer (at ${fields.join(', ')})`)
}

/**
 * The model's own check after zod, the same function the embedded adapter runs (practiceProblems):
 * a model whose records disagree (a quoted option renamed, a quoted treatment unpublished, a fee
 * line naming an option that is gone) is refused as a zod failure is, so the content cache keeps
 * serving the last good one (issue 34, point 2). The message names the first record at fault.
 */
function checked(practice: Practice): Practice {
  const problems = practiceProblems(practice)
  if (problems.length === 0) return practice
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''
  throw new ContentUnavailableError(`practice: refused, ${problems[0]}${more}`)
}

/** The WordPress REST adapter: exactly the content calls of docs/requirements.md §7. */
export function createWordPressSource(options: WordPressOptions): ContentSource {
  const get = createWpClient(options.baseUrl, options.fetch, options.timeoutMs)
  const cmsOrigin = new URL(options.baseUrl).origin
  const rewrite = createUrlRewriter(cmsOrigin, options.siteOrigin)
  const enc = encodeURIComponent
  const log = options.log ?? ((message: string) => console.warn(message))
  let saidNoTeam = false
  let saidNoPractice = false

  async function listPosts({ page, perPage, categoryId, search }: PostQuery): Promise<PostPage> {
    const params = new URLSearchParams({ per_page: String(perPage), page: String(page) })
    if (categoryId !== undefined) params.set('categories', String(categoryId))
    if (search !== undefined) params.set('search', search)
    params.set('_embed', 'wp:featuredmedia')
    try {
      const { body, total } = await get(`wp/v2/posts?${params}`)
      const posts = parse(z.array(wpPost), body, 'posts').map((post) => mapPost(post, rewrite))
      return { posts, total: total ?? posts.length, page, perPage }
    } catch (error) {
      if (!(error instanceof WpEmptyPage)) throw error
      // Past the last page: ask for the total so pagination still shows where the posts are.
      const first = await get(`wp/v2/posts?${new URLSearchParams({ ...Object.fromEntries(params), page: '1', _fields: 'id' })}`)
      return { posts: [], total: first.total ?? 0, page, perPage }
    }
  }

  async function newestModified(type: 'posts' | 'pages'): Promise<string | null> {
    const { body } = await get(`wp/v2/${type}?per_page=1&orderby=modified&order=desc&_fields=modified_gmt`)
    const first = parse(wpModified, body, type)[0]
    return first ? `${first.modified_gmt.replace(/Z$/, '')}Z` : null
  }

  return {
    name: 'wordpress',
    async getPage(slug) {
      const { body } = await get(`wp/v2/pages/?slug=${enc(slug)}`)
      const first = parse(z.array(wpPage), body, 'page')[0]
      return first ? mapPage(first, rewrite) : null
    },
    async listPages() {
      // Only what the sitemap needs, 100 a request (WordPress's most).
      const ask = (page: number) => get(`wp/v2/pages?per_page=100&page=${page}&_fields=slug,modified_gmt,yoast_head_json`)
      const first = await ask(1)
      const rest = await Promise.all(Array.from({ length: Math.max(0, Math.ceil((first.total ?? 0) / 100) - 1) }, (_, index) => ask(index + 2)))
      return [first, ...rest].flatMap(({ body }) => parse(z.array(wpPageListing), body, 'pages')).map((page) => ({
        slug: page.slug,
        ...(page.modified_gmt ? { modified: `${page.modified_gmt.replace(/Z$/, '')}Z` } : {}),
        ...(asksNoindex(page.yoast_head_json?.robots) ? { noindex: true } : {}),
      }))
    },
    listPosts,
    async getPost(slug) {
      const { body } = await get(`wp/v2/posts?slug=${enc(slug)}&_embed=wp:featuredmedia`)
      const first = parse(z.array(wpPost), body, 'post')[0]
      return first ? mapPost(first, rewrite) : null
    },
    async listCategories(perPage) {
      const { body } = await get(`wp/v2/categories?per_page=${perPage}`)
      return parse(z.array(wpCategory), body, 'categories').map((category) => mapCategory(category, rewrite))
    },
    async getCategory(slug) {
      const { body } = await get(`wp/v2/categories?slug=${enc(slug)}`)
      const first = parse(z.array(wpCategory), body, 'category')[0]
      return first ? mapCategory(first, rewrite) : null
    },
    async getLastUpdated() {
      if (options.lastUpdateUrl) {
        // The client resolves an absolute URL as itself: same user-agent, time-out and errors.
        const { body } = await get(options.lastUpdateUrl)
        return parse(lastUpdate, body, 'last-update').lastUpdated ?? null
      }
      const dates = await Promise.all([newestModified('pages'), newestModified('posts')])
      return dates.filter((date): date is string => date !== null).sort().at(-1) ?? null
    },
    async getPractice() {
      try {
        const { body } = await get('larkspur/v1/practice')
        // Its size first (issue 44): the same bound the site's check holds a save to, before zod or a rule reads it.
        const tooLarge = modelSizeProblem(body)
        if (tooLarge) throw new ContentUnavailableError(`practice: refused, ${tooLarge.message}`)
        return checked(parse(practiceSchema, body, 'practice'))
      } catch (error) {
        if (!(error instanceof WpNoRoute || error instanceof WpNotSet)) throw error
        if (!options.fallbackPractice) throw new ContentUnavailableError('practice: this WordPress serves no practice model')
        // An optional plugin, or one not set up yet: said once, then the embedded model.
        if (!saidNoPractice) {
          log(`[content] WordPress serves no practice model (larkspur/v1/practice: ${error instanceof WpNoRoute ? 'the larkspur-practice plugin is not installed' : 'its settings are not saved yet'}): the clinics, prices and fees come from the embedded content/practice.`)
          saidNoPractice = true
        }
        return options.fallbackPractice()
      }
    },
    async listTeam() {
      try {
        const { body } = await get('wp/v2/team?per_page=100&orderby=menu_order&order=asc&_embed=wp:featuredmedia')
        return parse(z.array(wpTeamMember), body, 'team').map((member) => mapTeamMember(member, rewrite))
      } catch (error) {
        if (!(error instanceof WpNoRoute)) throw error
        // An optional plugin, not an outage (issue 23, point 9): said once, then the fallback.
        if (!saidNoTeam) {
          log(
            `[content] WordPress has no team post type (wp/v2/team: rest_no_route; the larkspur-team plugin is not installed): ` +
              (options.fallbackTeam ? 'the team comes from the embedded content/team.json.' : 'the team is left out.'),
          )
          saidNoTeam = true
        }
        return options.fallbackTeam ? options.fallbackTeam() : []
      }
    },
  }
}
