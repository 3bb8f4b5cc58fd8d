import type { SitemapUrl } from '@/lib/sitemap-xml'
import { clinicPath, isIndexable, routes } from '@/site/routes'
import type { Category, Post } from './types'

/** Every indexable route of the registry, every clinic's page, every post and every category (fragments stay out). */
export function sitemapEntries(origin: string, posts: readonly Post[], categories: readonly Category[], clinicSlugs: readonly string[] = []): SitemapUrl[] {
  return [
    ...routes.filter(isIndexable).map((route) => ({ url: `${origin}/${route.path}`.replace(/\/$/, '') || origin })),
    ...clinicSlugs.map((slug) => ({ url: `${origin}/${clinicPath(slug)}` })),
    ...posts.map((post) => ({ url: `${origin}/blog/${post.slug}`, lastModified: post.modified ?? post.date })),
    ...categories.map((category) => ({ url: `${origin}/categories/${category.slug}` })),
  ]
}
