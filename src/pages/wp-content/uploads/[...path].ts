import type { APIRoute } from 'astro'
import { env } from '@/env'
import { proxyMedia } from '@/lib/media-proxy'

/**
 * CMS media on this site's paths, passed through only as images, video, audio or PDF (issue 15,
 * point 7; see src/lib/media-proxy.ts and decision 005). Replaces a plain rewrite, which would
 * have served an HTML or SVG file from the media library with this site's origin.
 */
export const GET: APIRoute = ({ request, params }) => proxyMedia(request, (params.path ?? '').split('/').filter(Boolean), env.CMS_URL)
