import { draftMode } from 'next/headers'
import { safeReturnPath } from '@/publish/preview-link'

/**
 * 'Leave preview': ends Draft Mode and goes back to the published page. A GET, because it is a
 * plain link in the preview bar; ending a preview is harmless if someone else triggers it.
 */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const to = safeReturnPath(new URL(request.url).searchParams.get('to'))
  return new Response(null, { status: 303, headers: { location: to, 'cache-control': 'no-store' } })
}
