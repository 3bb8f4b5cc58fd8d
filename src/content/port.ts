import 'server-only'
import { createContentCache } from './cache'
import { allPostsCall, categoriesCall, CATEGORIES_LISTED, categoryCall, lastUpdatedCall, pageCall, postCall, postsCall, teamCall } from './calls'
import type { Loaded } from './last-good'
import { formatSiteDate, laterDate, readBuildInfo } from './site-date'
import type { Category, Page, Post, PostPage, PostQuery, TeamMember } from './types'

/**
 * The content port for the Astro pages: each call of ./calls.ts through the one tagged content
 * cache of this process (./cache.ts). The publish webhook invalidates by tag; with several
 * instances the invalidation reaches every one (src/cache/bus.ts).
 */
const cache = createContentCache()

export const getPage = (slug: string): Promise<Loaded<Page | null>> => cache.get(pageCall(slug))
export const listPosts = (query: PostQuery): Promise<Loaded<PostPage>> => cache.get(postsCall(query))
export const getPost = (slug: string): Promise<Loaded<Post | null>> => cache.get(postCall(slug))
export const listCategories = (perPage = CATEGORIES_LISTED): Promise<Loaded<Category[]>> => cache.get(categoriesCall(perPage))
export const getCategory = (slug: string): Promise<Loaded<Category | null>> => cache.get(categoryCall(slug))
export const listAllPosts = (): Promise<Loaded<Post[]>> => cache.get(allPostsCall())
export const getLastUpdated = (): Promise<Loaded<string | null>> => cache.get(lastUpdatedCall())
export const listTeam = (): Promise<Loaded<TeamMember[]>> => cache.get(teamCall())

let buildDate: Promise<string | null> | undefined

/** docs/requirements.md §7: the footer's 'Site updated on', the later of the build's and the CMS's dates; null hides it. */
export async function siteUpdated(): Promise<string | null> {
  buildDate ??= readBuildInfo()
  const [build, cms] = await Promise.all([buildDate, getLastUpdated()])
  const later = laterDate([build, cms.ok ? cms.value : null])
  return later && formatSiteDate(later)
}

/** Marks what these tags cover as out of date in this process (the webhook, or the bus). */
export const invalidateContent = (tags: readonly string[]): void => cache.invalidate(tags)

/** For the memory check and tests. */
export const contentCacheStats = () => cache.stats()
