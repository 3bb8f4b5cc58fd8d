import type { Metadata } from 'next'
import { CATEGORY_PAGE_SIZE, getCategory, listPosts, totalPages, type Category } from '@/content'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { metadataFromSeo } from '@/content/metadata'
import { notFoundMetadata } from '@/site/not-found-metadata'
import { unwrap } from '@/content/unwrap'
import { practice } from '@/site/practice'
import { BlogLayout } from './blog-layout'
import { Pagination } from './pagination'
import { PostList } from './post-list'
import { nextCardPicture } from './post-image'

export const categoryHref = (slug: string, page: number) => `/categories/${slug}/page/${page}`

async function findCategory(slug: string): Promise<Category | null> {
  return unwrap(await getCategory(slug), `/categories/${slug}`)
}

/** Never throws notFound(): see src/site/not-found-metadata.ts. */
export async function categoryMetadata(slug: string, page: number): Promise<Metadata> {
  const category = await findCategory(slug)
  if (!category) return notFoundMetadata()
  // A page past the last is a 404: its title says so (the content call is cached).
  const posts = page > 1 ? await listPosts({ page, perPage: CATEGORY_PAGE_SIZE, categoryId: category.id }) : null
  if (posts?.ok && posts.value.posts.length === 0) return notFoundMetadata()
  const path = page === 1 ? `/categories/${slug}` : categoryHref(slug, page)
  const metadata = metadataFromSeo({ seo: category.seo, path })
  return { ...metadata, title: { absolute: `Listing posts from ${category.name} Category${page > 1 ? `, page ${page}` : ''} | ${practice.name}` } }
}

/** docs/requirements.md §2: 'Listing posts from {category} Category', two posts a page, pagination, sidebar. */
export async function CategoryPage({ slug, page }: { slug: string; page: number }) {
  const category = await findCategory(slug)
  if (!category) return <NotFoundHere />
  const result = unwrap(await listPosts({ page, perPage: CATEGORY_PAGE_SIZE, categoryId: category.id }), categoryHref(slug, page))
  if (result.posts.length === 0 && page > 1) return <NotFoundHere />
  return (
    <BlogLayout
      title={`Listing posts from ${category.name} Category`}
      lead={category.description}
      crumbs={[{ href: '/blog', label: 'Blog' }, { href: `/categories/${slug}`, label: category.name }]}
    >
      {result.posts.length === 0 ? <p className="text-ink-soft">No articles in this category yet.</p> : <PostList posts={result.posts} pictureOf={nextCardPicture} />}
      <Pagination page={page} pages={totalPages(result)} hrefOf={(n) => categoryHref(slug, n)} label={`${category.name} pages`} />
    </BlogLayout>
  )
}
