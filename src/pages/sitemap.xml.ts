import type { APIRoute } from 'astro'
import { getPractice, listAllPosts, listCategories } from '@/content/port'
import { sitemapEntries } from '@/content/sitemap-entries'
import { siteOrigin } from '@/env'
import { sitemapXml } from '@/lib/sitemap-xml'

/** sitemap.xml: every indexable route of the registry, every clinic's page, every post and every category (fragments stay out). */
export const GET: APIRoute = async () => {
  const [posts, categories, model] = await Promise.all([listAllPosts(), listCategories(), getPractice()])
  const clinics = model.ok ? model.value.group.clinics.map((clinic) => clinic.slug) : []
  const xml = sitemapXml(sitemapEntries(siteOrigin(), posts.ok ? posts.value : [], categories.ok ? categories.value : [], clinics))
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
