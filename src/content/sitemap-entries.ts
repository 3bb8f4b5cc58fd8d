import type { SitemapUrl } from '@/lib/sitemap-xml'
import { clinicPath, isCmsOnlySlug, isIndexable, routes } from '@/site/routes'
import type { Category, PageListing, Post } from './types'

/**
 * Every indexable route of the registry, every clinic's page, every post and every category
 * (fragments stay out), and every page the CMS publishes at a slug the registry does not know
 * and does not keep out of search engines (issue 45: what is published is listed, so the browser
 * walk checks it; src/pages/[slug].astro serves it).
 */
export function sitemapEntries(origin: string, posts: readonly Post[], categories: readonly Category[], clinicSlugs: readonly string[] = [], pages: readonly PageListing[] = []): SitemapUrl[] {
  return [
    ...routes.filter(isIndexable).map((route) => ({ url: `${origin}/${route.path}`.replace(/\/$/, '') || origin })),
    ...clinicSlugs.map((slug) => ({ url: `${origin}/${clinicPath(slug)}` })),
    ...pages.filter((page) => isCmsOnlySlug(page.slug) && !page.noindex).map((page) => ({ url: `${origin}/${page.slug}`, ...(page.modified ? { lastModified: page.modified } : {}) })),
    ...posts.map((post) => ({ url: `${origin}/blog/${post.slug}`, lastModified: post.modified ?? post.date })),
    ...categories.map((category) => ({ url: `${origin}/categories/${category.slug}` })),
  ]
}
