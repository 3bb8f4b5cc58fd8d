import { NextResponse, type NextRequest } from 'next/server'
import { parsePageNumber } from '@/lib/page-number'

/**
 * /search renders per request and streams: by the time the page could call notFound() for a bad
 * `page` parameter, the 200 status and the frame have gone out. A malformed page number is known
 * from the URL alone, so it is answered here with the site's 404 page (rendered into the HTML,
 * status 404) before any rendering starts.
 */
export function proxy(request: NextRequest) {
  const page = request.nextUrl.searchParams.get('page')
  if (page !== null && parsePageNumber(page) === null) return NextResponse.rewrite(new URL('/_not-found', request.url))
  return NextResponse.next()
}

export const config = { matcher: '/search' }
