import 'server-only'
import { routes } from '@/site/routes'
import type { CachedCall } from './cache'
import { sanitise } from './sanitise'
import { contentSource } from './source'
import { contentTags as tags } from './tags'
import { noteLoad } from './practice-status'
import { ContentUnavailableError, type Category, type Page, type PageListing, type Post, type PostPage, type PostQuery, type TeamMember } from './types'
import type { Practice } from '@/practice/model'

/**
 * Every content call of the port, as data: its cache key and tags, the message logged when it
 * fails, how to load it (sanitised), and what counts as a miss. The cache that serves them
 * (src/content/cache.ts) is the same for every call.
 */

/** docs/requirements.md §9: blog page size 5, category page size 2, recent posts 3, categories listed 50. */
export const BLOG_PAGE_SIZE = 5
export const CATEGORY_PAGE_SIZE = 2
export const RECENT_POSTS = 3
export const CATEGORIES_LISTED = 50

const missing = (value: unknown) => value === null
const pastTheEnd = (page: PostPage) => page.posts.length === 0 && page.page > 1

// The route whose path is the slug names it best (membership-plans shares mouth-cancer-screening's slug).
const pageLabel = (slug: string) => (routes.find((route) => route.path === slug) ?? routes.find((route) => route.slug === slug))?.label ?? slug

const cleanPost = (post: Post): Post => ({ ...post, html: sanitise(post.html) })
const cleanPostPage = (page: PostPage): PostPage => ({ ...page, posts: page.posts.map(cleanPost) })

export const pageCall = (slug: string): CachedCall<Page | null> => ({
  key: `page:${slug}`,
  tags: [tags.everything, tags.page(slug)],
  failure: `${pageLabel(slug)} page fetch failed`,
  isMiss: missing,
  load: async () => {
    const page = await contentSource().getPage(slug)
    return page && { ...page, html: sanitise(page.html) }
  },
})

export const postsCall = (query: PostQuery): CachedCall<PostPage> => ({
  key: `posts:${JSON.stringify(query)}`,
  tags: [tags.everything, query.search !== undefined ? tags.search : query.categoryId !== undefined ? tags.categoryPosts(query.categoryId) : tags.blogLists],
  failure: `${query.search !== undefined ? 'Search' : query.categoryId !== undefined ? 'Category posts' : 'Blog list'} fetch failed`,
  // Search results are never content that exists: every visitor can invent new ones.
  isMiss: (page) => query.search !== undefined || pastTheEnd(page),
  load: async () => cleanPostPage(await contentSource().listPosts(query)),
})

export const postCall = (slug: string): CachedCall<Post | null> => ({
  key: `post:${slug}`,
  tags: [tags.everything, tags.post(slug)],
  failure: 'Blog post fetch failed',
  isMiss: missing,
  load: async () => {
    const post = await contentSource().getPost(slug)
    return post && cleanPost(post)
  },
})

export const categoriesCall = (perPage = CATEGORIES_LISTED): CachedCall<Category[]> => ({
  key: `categories:${perPage}`,
  tags: [tags.everything, tags.categories],
  failure: 'Categories fetch failed',
  load: () => contentSource().listCategories(perPage),
})

export const categoryCall = (slug: string): CachedCall<Category | null> => ({
  key: `category:${slug}`,
  tags: [tags.everything, tags.category(slug)],
  failure: 'Category lookup failed',
  isMiss: missing,
  load: () => contentSource().getCategory(slug),
})

/**
 * Every published page's slug (sitemap.xml: a page at a slug the registry does not know is listed
 * too, issue 45). Tagged with the footer's date, which the webhook expires for every page saved.
 */
export const pagesCall = (): CachedCall<PageListing[]> => ({
  key: 'pages:all',
  tags: [tags.everything, tags.lastUpdated],
  failure: 'Page list fetch failed',
  load: () => contentSource().listPages(),
})

/** Every post, newest first (for previous/next links and feeds); the CMS is asked 100 at a time. */
export const allPostsCall = (): CachedCall<Post[]> => ({
  key: 'posts:all',
  tags: [tags.everything, tags.allPosts],
  failure: 'Blog list fetch failed',
  load: async () => {
    const first = await contentSource().listPosts({ page: 1, perPage: 100 })
    const pages = Math.ceil(first.total / 100)
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => contentSource().listPosts({ page: index + 2, perPage: 100 })))
    return [first, ...rest].flatMap((page) => page.posts).map(cleanPost)
  },
})

export const lastUpdatedCall = (): CachedCall<string | null> => ({
  key: 'last-updated',
  tags: [tags.everything, tags.lastUpdated],
  failure: 'Footer CMS update fetch failed',
  load: () => contentSource().getLastUpdated(),
})

/** The practice team (issue 13), in the practice's order. */
export const teamCall = (): CachedCall<TeamMember[]> => ({
  key: 'team',
  tags: [tags.everything, tags.team],
  failure: 'Team fetch failed',
  load: () => contentSource().listTeam(),
})

/** The practice as data (issue 28): the group, clinics, treatments and fees. */
export const practiceCall = (): CachedCall<Practice> => ({
  key: 'practice',
  tags: [tags.everything, tags.practice],
  failure: 'Practice fetch failed',
  // Each outcome is noted for the health check, which names a refused model to the operator.
  load: async () => {
    try {
      const practice = await contentSource().getPractice()
      noteLoad({ ok: true })
      return practice
    } catch (error) {
      noteLoad({ ok: false, problem: error instanceof ContentUnavailableError ? error.message : 'the CMS did not answer' })
      throw error
    }
  },
})
