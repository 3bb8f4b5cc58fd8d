import type { APIRoute } from 'astro'
import { siteOrigin } from '@/env'

/** robots.txt: everything may be crawled but the 503 page; the sitemap's address. */
export const GET: APIRoute = () =>
  new Response(`User-Agent: *\nAllow: /\nDisallow: /service-unavailable\n\nSitemap: ${siteOrigin()}/sitemap.xml\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
