import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { env, isBuildPhase, siteOrigin } from '@/env'
import { routes } from '@/site/routes'
import { createEmbeddedSource } from './local'
import { withLastGood, type Loaded } from './last-good'
import { sanitise } from './sanitise'
import { contentTags as tags } from './tags'
import type { Category, ContentSource, Page, Post, PostPage, PostQuery, TeamMember } from './types'
import { createWordPressSource } from './wordpress'

export type { Loaded } from './last-good'
export type * from './types'
export { totalPages } from './types'

/** docs/requirements.md §9: blog page size 5, category page size 2, recent posts 3, categories listed 50. */
export const BLOG_PAGE_SIZE = 5
export const CATEGORY_PAGE_SIZE = 2
export const RECENT_POSTS = 3
export const CATEGORIES_LISTED = 50

let chosen: ContentSource | undefined
let embeddedSource: ContentSource | undefined

/** The adapter, chosen once by configuration. */
export function contentSource(): ContentSource {
  const embedded = () => (embeddedSource ??= createEmbeddedSource(env.CONTENT_DIR))
  chosen ??= env.CMS_URL
    ? createWordPressSource({ baseUrl: env.CMS_URL, siteOrigin: siteOrigin(), lastUpdateUrl: env.CMS_LAST_UPDATE_URL, fallbackTeam: () => embedded().listTeam() })
    : embedded()
  return chosen
}

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

const missing = (value: unknown) => value === null
const pastTheEnd = (page: PostPage) => page.posts.length === 0 && page.page > 1
const exists = <T>(value: T) => !missing(value)

// The route whose path is the slug names it best (membership-plans shares mouth-cancer-screening's slug).
const pageLabel = (slug: string) => (routes.find((route) => route.path === slug) ?? routes.find((route) => route.slug === slug))?.label ?? slug

const cleanPost = (post: Post): Post => ({ ...post, html: sanitise(post.html) })
const cleanPostPage = (page: PostPage): PostPage => ({ ...page, posts: page.posts.map(cleanPost) })

export async function getPage(slug: string): Promise<Loaded<Page | null>> {
  'use cache'
  cacheTag(tags.everything, tags.page(slug))
  const result = await withLastGood(
    `page:${slug}`,
    async () => {
      const page = await contentSource().getPage(slug)
      return page && { ...page, html: sanitise(page.html) }
    },
    `${pageLabel(slug)} page fetch failed`,
    { keep: exists },
  )
  return settle(result, missing)
}

export async function listPosts(query: PostQuery): Promise<Loaded<PostPage>> {
  'use cache'
  cacheTag(
    tags.everything,
    query.search !== undefined ? tags.search : query.categoryId !== undefined ? tags.categoryPosts(query.categoryId) : tags.blogLists,
  )
  const key = `posts:${JSON.stringify(query)}`
  const what = query.search !== undefined ? 'Search' : query.categoryId !== undefined ? 'Category posts' : 'Blog list'
  const isMiss = (page: PostPage) => query.search !== undefined || pastTheEnd(page)
  const result = await withLastGood(key, async () => cleanPostPage(await contentSource().listPosts(query)), `${what} fetch failed`, { keep: (page) => !isMiss(page) })
  return settle(result, isMiss)
}

export async function getPost(slug: string): Promise<Loaded<Post | null>> {
  'use cache'
  cacheTag(tags.everything, tags.post(slug))
  const result = await withLastGood(
    `post:${slug}`,
    async () => {
      const post = await contentSource().getPost(slug)
      return post && cleanPost(post)
    },
    'Blog post fetch failed',
    { keep: exists },
  )
  return settle(result, missing)
}

export async function listCategories(perPage = CATEGORIES_LISTED): Promise<Loaded<Category[]>> {
  'use cache'
  cacheTag(tags.everything, tags.categories)
  return settle(await withLastGood(`categories:${perPage}`, () => contentSource().listCategories(perPage), 'Categories fetch failed'))
}

export async function getCategory(slug: string): Promise<Loaded<Category | null>> {
  'use cache'
  cacheTag(tags.everything, tags.category(slug))
  return settle(await withLastGood(`category:${slug}`, () => contentSource().getCategory(slug), 'Category lookup failed', { keep: exists }), missing)
}

/** Every post, newest first (for previous/next links and feeds); the CMS is asked 100 at a time. */
export async function listAllPosts(): Promise<Loaded<Post[]>> {
  'use cache'
  cacheTag(tags.everything, tags.allPosts)
  const load = async () => {
    const first = await contentSource().listPosts({ page: 1, perPage: 100 })
    const pages = Math.ceil(first.total / 100)
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => contentSource().listPosts({ page: index + 2, perPage: 100 })))
    return [first, ...rest].flatMap((page) => page.posts).map(cleanPost)
  }
  return settle(await withLastGood('posts:all', load, 'Blog list fetch failed'))
}

export async function getLastUpdated(): Promise<Loaded<string | null>> {
  'use cache'
  cacheTag(tags.everything, tags.lastUpdated)
  return settle(await withLastGood('last-updated', () => contentSource().getLastUpdated(), 'Footer CMS update fetch failed'))
}

/** The practice team (issue 13), in the practice's order. */
export async function listTeam(): Promise<Loaded<TeamMember[]>> {
  'use cache'
  cacheTag(tags.everything, tags.team)
  return settle(await withLastGood('team', () => contentSource().listTeam(), 'Team fetch failed'))
}
