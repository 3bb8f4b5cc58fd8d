import type { APIRoute } from 'astro'
import { listAllPosts, listCategories, listPages } from '@/content/port'
import { sitemapEntries } from '@/content/sitemap-entries'
import { siteOrigin } from '@/env'
import { sitemapXml } from '@/lib/sitemap-xml'

/** sitemap.xml: every indexable route of the registry, every clinic's page, every page the CMS publishes at a slug of its own, every post and every category (fragments stay out). */
export const GET: APIRoute = async ({ locals }) => {
  const [posts, categories, pages] = await Promise.all([listAllPosts(), listCategories(), listPages()])
  // The checked model of the page context (src/middleware/page-context.ts).
  const clinics = locals.page.practice.group.clinics.map((clinic) => clinic.slug)
  const xml = sitemapXml(sitemapEntries(siteOrigin(), posts.ok ? posts.value : [], categories.ok ? categories.value : [], clinics, pages.ok ? pages.value : []))
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
