import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { isBuildPhase } from '@/env'
import type { CachedCall } from './cache'
import { allPostsCall, categoriesCall, CATEGORIES_LISTED, categoryCall, lastUpdatedCall, pageCall, postCall, postsCall, teamCall } from './calls'
import { withLastGood, type Loaded } from './last-good'
import type { Category, Page, Post, PostPage, PostQuery, TeamMember } from './types'

export type { Loaded } from './last-good'
export type * from './types'
export { totalPages } from './types'

export { BLOG_PAGE_SIZE, CATEGORIES_LISTED, CATEGORY_PAGE_SIZE, RECENT_POSTS } from './calls'
export { contentSource } from './source'

/**
 * Only what exists is cached for long (issue 23, point 3). A miss — an unknown slug, a page past
 * the end, search results — is cached briefly (the 'miss' profile, next.config.ts), is never kept
 * as a last good copy, and so costs a loop of invented URLs little memory and no lasting entry.
 */
function settle<T>(result: Loaded<T>, isMiss: (value: T) => boolean = () => false): Loaded<T> {
  cacheLife(!result.ok || result.stale ? failure() : isMiss(result.value) ? 'miss' : 'content')
  return result
}

/**
 * A failure while `next build` prerenders (the CMS down, or out of the build container's reach)
 * must not stop the build (issue 23, point 9): the page is prerendered as the helpful failure page
 * with the 'buildFailure' profile, long enough to be prerendered and revalidated within seconds
 * once the server runs, so it fills in from the CMS as soon as the CMS answers.
 */
const failure = () => (isBuildPhase() ? 'buildFailure' : 'failure')

/** One call of ./calls.ts through Next's cache, with the last good copy kept in memory. */
async function through<T>(call: CachedCall<T>): Promise<Loaded<T>> {
  cacheTag(...call.tags)
  const isMiss = call.isMiss ?? (() => false)
  return settle(await withLastGood(call.key, call.load, call.failure, { keep: (value) => !isMiss(value) }), isMiss)
}

export async function getPage(slug: string): Promise<Loaded<Page | null>> {
  'use cache'
  return through(pageCall(slug))
}

export async function listPosts(query: PostQuery): Promise<Loaded<PostPage>> {
  'use cache'
  return through(postsCall(query))
}

export async function getPost(slug: string): Promise<Loaded<Post | null>> {
  'use cache'
  return through(postCall(slug))
}

export async function listCategories(perPage = CATEGORIES_LISTED): Promise<Loaded<Category[]>> {
  'use cache'
  return through(categoriesCall(perPage))
}

export async function getCategory(slug: string): Promise<Loaded<Category | null>> {
  'use cache'
  return through(categoryCall(slug))
}

/** Every post, newest first (for previous/next links and feeds). */
export async function listAllPosts(): Promise<Loaded<Post[]>> {
  'use cache'
  return through(allPostsCall())
}

export async function getLastUpdated(): Promise<Loaded<string | null>> {
  'use cache'
  return through(lastUpdatedCall())
}

/** The practice team (issue 13), in the practice's order. */
export async function listTeam(): Promise<Loaded<TeamMember[]>> {
  'use cache'
  return through(teamCall())
}
