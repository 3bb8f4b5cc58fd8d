import type { Category, Post } from '@/content/types'
import type { Crumb } from '../layout/page-hero'
import { Pagination } from './pagination'
import { PostList } from './post-list'
import type { ImageView } from './post-picture'

export const categoryHref = (slug: string, page: number) => `/categories/${slug}/page/${page}`

/** What a category listing says about itself (docs/requirements.md §2: 'Listing posts from {category} Category'). */
export const categoryListing = {
  heading: (category: Pick<Category, 'name'>) => `Listing posts from ${category.name} Category`,
  title: (practiceName: string, category: Pick<Category, 'name'>, page: number) => `Listing posts from ${category.name} Category${page > 1 ? `, page ${page}` : ''} | ${practiceName}`,
  path: (slug: string, page: number) => (page === 1 ? `/categories/${slug}` : categoryHref(slug, page)),
  crumbs: (category: Pick<Category, 'slug' | 'name'>): Crumb[] => [
    { href: '/blog', label: 'Blog' },
    { href: `/categories/${category.slug}`, label: category.name },
  ],
} as const

/** docs/requirements.md §2: a category's posts, two a page, with pagination. The page loads them and makes the pictures. */
export function CategoryView({ category, posts, page, pages, pictureOf }: { category: Category; posts: readonly Post[]; page: number; pages: number; pictureOf: (post: Post) => ImageView | undefined }) {
  return (
    <>
      {posts.length === 0 ? <p className="text-ink-soft">No articles in this category yet.</p> : <PostList posts={posts} pictureOf={pictureOf} />}
      <Pagination page={page} pages={pages} hrefOf={(n) => categoryHref(category.slug, n)} label={`${category.name} pages`} />
    </>
  )
}
