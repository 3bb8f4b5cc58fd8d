import 'server-only'
import type { Category, Post } from './types'
import { CATEGORIES_LISTED, RECENT_POSTS } from './calls'
import { listCategories, listPosts } from './port'

/** The blog sidebar's data ('RECENT POST', 'CATEGORIES'), which a blog page loads and passes to its layout. */
export interface BlogSidebar {
  readonly recent: readonly Post[]
  readonly categories: readonly Category[]
}

export async function blogSidebar(): Promise<BlogSidebar> {
  const [recent, categories] = await Promise.all([listPosts({ page: 1, perPage: RECENT_POSTS }), listCategories(CATEGORIES_LISTED)])
  return { recent: recent.ok ? recent.value.posts : [], categories: categories.ok ? categories.value : [] }
}
