import { cookies } from 'next/headers'
import { env } from '@/env'
import { safeReturnPath } from '@/publish/preview-link'
import { PREVIEW_COOKIE, previewCookieOptions } from '@/publish/preview-session'

/**
 * 'Leave preview': ends the preview session and goes back to the published page. A GET, because
 * it is a plain link in the preview bar; ending a preview is harmless if someone else triggers it.
 */
export async function GET(request: Request) {
  ;(await cookies()).delete({ name: PREVIEW_COOKIE, ...previewCookieOptions(env.SITE_URL.startsWith('https:')) })
  const to = safeReturnPath(new URL(request.url).searchParams.get('to'))
  return new Response(null, { status: 303, headers: { location: to, 'cache-control': 'no-store' } })
}
