import 'server-only'
import { invalidationBus } from '@/cache'
import { noteContent } from '@/cache/request-context'
import { createContentCache, type CachedCall } from './cache'
import { allPostsCall, categoriesCall, CATEGORIES_LISTED, categoryCall, lastUpdatedCall, pageCall, pagesCall, postCall, postsCall, practiceCall, teamCall } from './calls'
import { pageWithFacts, postWithFacts } from './facts-in-prose'
import type { Loaded } from './last-good'
import { reloadEmbeddedContent } from './generation'
import { processKeptPractice } from './practice-keeping'
import { formatSiteDate, laterDate, readBuildInfo } from './site-date'
import { contentTags } from './tags'
import type { Category, Page, PageListing, Post, PostPage, PostQuery, TeamMember } from './types'
import type { Practice } from '@/practice/model'

/**
 * The content port for the Astro pages: each call of ./calls.ts through the one tagged content
 * cache of this process (./cache.ts). The publish webhook invalidates by tag; with several
 * instances the invalidation reaches every one (src/cache/bus.ts).
 */
const cache = createContentCache()
invalidationBus().listen((tags, at) => {
  // Everything (npm run content:refresh): the embedded adapter reads content/ again too.
  if (tags.includes(contentTags.everything)) reloadEmbeddedContent()
  cache.invalidate(tags, at)
})

/** One call through the cache, noting its tags (and a stale answer) for the route cache. */
async function read<T>(call: CachedCall<T>): Promise<Loaded<T>> {
  const result = await cache.get(call)
  noteContent(call.tags, !result.ok || result.stale)
  return result
}

/**
 * In WordPress mode a model the port has none to serve for (refused or unreachable since this
 * process started) is the last good one kept under DATA_DIR or in Redis (issue 44), so prose
 * placeholders and pages answer from it after a restart too.
 */
export const getPractice = async (): Promise<Loaded<Practice>> => processKeptPractice.through(await read(practiceCall()))

/**
 * Content with the practice's facts in its prose (./facts-in-prose.ts). The page and the model are
 * cached apart, so a changed price reaches every page that names it (the route cache drops pages
 * by the `practice` tag). Without a model to read (the CMS down, nothing kept), the content as
 * written, marked stale so the page is kept only seconds.
 */
async function withFacts<T>(loaded: Promise<Loaded<T>>, expand: (practice: Practice, value: T) => T): Promise<Loaded<T>> {
  const [result, practice] = await Promise.all([loaded, getPractice()])
  if (!result.ok) return result
  if (!practice.ok) return { ...result, stale: true }
  return { ok: true, value: expand(practice.value, result.value), stale: result.stale || practice.stale }
}

const postsWithFacts = (practice: Practice, posts: readonly Post[]) => posts.map((post) => postWithFacts(practice, post))

export const getPage = (slug: string): Promise<Loaded<Page | null>> => withFacts(read(pageCall(slug)), (practice, page) => page && pageWithFacts(practice, page))
export const listPosts = (query: PostQuery): Promise<Loaded<PostPage>> =>
  withFacts(read(postsCall(query)), (practice, page) => ({ ...page, posts: postsWithFacts(practice, page.posts) }))
export const getPost = (slug: string): Promise<Loaded<Post | null>> => withFacts(read(postCall(slug)), (practice, post) => post && postWithFacts(practice, post))
export const listCategories = (perPage = CATEGORIES_LISTED): Promise<Loaded<Category[]>> => read(categoriesCall(perPage))
export const getCategory = (slug: string): Promise<Loaded<Category | null>> => read(categoryCall(slug))
export const listAllPosts = (): Promise<Loaded<Post[]>> => withFacts(read(allPostsCall()), postsWithFacts)
export const listPages = (): Promise<Loaded<PageListing[]>> => read(pagesCall())
export const getLastUpdated = (): Promise<Loaded<string | null>> => read(lastUpdatedCall())
export const listTeam = (): Promise<Loaded<TeamMember[]>> => read(teamCall())

let buildDate: Promise<string | null> | undefined

/** docs/requirements.md §7: the footer's 'Site updated on', the later of the build's and the CMS's dates; null hides it. */
export async function siteUpdated(): Promise<string | null> {
  buildDate ??= readBuildInfo()
  const [build, cms] = await Promise.all([buildDate, getLastUpdated()])
  const later = laterDate([build, cms.ok ? cms.value : null])
  return later && formatSiteDate(later)
}
