import type { SitemapUrl } from '@/lib/sitemap-xml'
import { isIndexable, routes } from '@/site/routes'
import type { Category, Post } from './types'

/** Every indexable route of the registry, every post and every category (fragments stay out). */
export function sitemapEntries(origin: string, posts: readonly Post[], categories: readonly Category[]): SitemapUrl[] {
  return [
    ...routes.filter(isIndexable).map((route) => ({ url: `${origin}/${route.path}`.replace(/\/$/, '') || origin })),
    ...posts.map((post) => ({ url: `${origin}/blog/${post.slug}`, lastModified: post.modified ?? post.date })),
    ...categories.map((category) => ({ url: `${origin}/categories/${category.slug}` })),
  ]
}
