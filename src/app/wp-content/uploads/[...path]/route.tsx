import { env } from '@/env'
import { proxyMedia } from '@/lib/media-proxy'

/**
 * CMS media on this site's paths, passed through only as images, video, audio or PDF (issue 15,
 * point 7; see src/lib/media-proxy.ts and decision 005). Replaces a plain rewrite, which would
 * have served an HTML or SVG file from the media library with this site's origin.
 */
export async function GET(request: Request, { params }: RouteContext<'/wp-content/uploads/[...path]'>): Promise<Response> {
  const { path } = await params
  return proxyMedia(request, path, env.CMS_URL)
}
