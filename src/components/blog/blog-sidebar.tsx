import { CATEGORIES_LISTED, listCategories, listPosts, RECENT_POSTS } from '@/content'
import { BlogSidebarView } from './blog-sidebar-view'

/** The blog sidebar for the Next.js pages: loads the two lists, then the view. */
export async function BlogSidebar() {
  const [recent, categories] = await Promise.all([listPosts({ page: 1, perPage: RECENT_POSTS }), listCategories(CATEGORIES_LISTED)])
  return <BlogSidebarView recent={recent.ok ? recent.value.posts : []} categories={categories.ok ? categories.value : []} />
}
