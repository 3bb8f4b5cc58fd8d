import type { MetadataRoute } from 'next'
import { listCategories, listPosts, totalPages, type Post } from '@/content'
import { sitemapEntries } from '@/content/sitemap-entries'
import { siteOrigin } from '@/env'

const PER_PAGE = 100

async function allPosts(): Promise<Post[]> {
  const first = await listPosts({ page: 1, perPage: PER_PAGE })
  if (!first.ok) return []
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, totalPages(first.value) - 1) }, (_, index) => listPosts({ page: index + 2, perPage: PER_PAGE })),
  )
  return [first, ...rest].flatMap((result) => (result.ok ? result.value.posts : []))
}

/** Every indexable route of the registry, every post and every category (fragments stay out). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, categories] = await Promise.all([allPosts(), listCategories()])
  return sitemapEntries(siteOrigin(), posts, categories.ok ? categories.value : [])
}
