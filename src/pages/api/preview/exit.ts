import type { APIRoute } from 'astro'
import { env } from '@/env'
import { safeReturnPath } from '@/publish/preview-link'
import { PREVIEW_COOKIE, previewCookieOptions } from '@/publish/preview-session'

/**
 * 'Leave preview': ends the preview session and goes back to the published page. A GET, because
 * it is a plain link in the preview bar; ending a preview is harmless if someone else triggers it.
 */
export const GET: APIRoute = ({ url, cookies }) => {
  cookies.delete(PREVIEW_COOKIE, previewCookieOptions(env.SITE_URL.startsWith('https:')))
  return new Response(null, { status: 303, headers: { location: safeReturnPath(url.searchParams.get('to')), 'cache-control': 'no-store' } })
}
