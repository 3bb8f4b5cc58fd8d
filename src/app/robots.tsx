import type { MetadataRoute } from 'next'
import { siteOrigin } from '@/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/service-unavailable'] },
    sitemap: `${siteOrigin()}/sitemap.xml`,
  }
}
