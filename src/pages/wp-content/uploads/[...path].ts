import type { APIRoute } from 'astro'
import { env } from '@/env'
import { proxyMedia } from '@/lib/media-proxy'

/**
 * CMS media on this site's paths: only the images pages use, in WordPress's year/month folders or
 * at the top of uploads (issue 15, point 7; issue 27, point 11; see src/lib/media-proxy.ts and
 * decision 005). Anything else, form plugins' folders included, is a 404 without asking WordPress.
 */
export const GET: APIRoute = ({ request, params }) => proxyMedia(request, (params.path ?? '').split('/').filter(Boolean), env.CMS_URL)
