import type { Metadata } from 'next'
import { CATEGORY_PAGE_SIZE, getCategory, listPosts, totalPages, type Category } from '@/content'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { metadataFromSeo } from '@/content/metadata'
import { notFoundMetadata } from '@/site/not-found-metadata'
import { unwrap } from '@/content/unwrap'
import { BlogLayout } from './blog-layout'
import { categoryHref, categoryListing, CategoryView } from './category-view'
import { nextCardPicture } from './post-image'

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
  const metadata = metadataFromSeo({ seo: category.seo, path: categoryListing.path(slug, page) })
  return { ...metadata, title: { absolute: categoryListing.title(category, page) } }
}

/** A category listing for the Next.js pages: loads the category and its posts, then the view. */
export async function CategoryPage({ slug, page }: { slug: string; page: number }) {
  const category = await findCategory(slug)
  if (!category) return <NotFoundHere />
  const result = unwrap(await listPosts({ page, perPage: CATEGORY_PAGE_SIZE, categoryId: category.id }), categoryHref(slug, page))
  if (result.posts.length === 0 && page > 1) return <NotFoundHere />
  return (
    <BlogLayout title={categoryListing.heading(category)} lead={category.description} crumbs={categoryListing.crumbs(category)}>
      <CategoryView category={category} posts={result.posts} page={page} pages={totalPages(result)} pictureOf={nextCardPicture} />
    </BlogLayout>
  )
}
