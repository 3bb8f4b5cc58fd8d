import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/env'
import { factsFrom } from '@/forms/request'
import { parsePageNumber } from '@/lib/page-number'
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit'
import { PREVIEW_COOKIE, previewAccess, readPreviewSession } from '@/publish/preview-session'
import { plainPageHtml } from '@/site/plain-page'
import { securityHeaders } from '@/site/security-headers'

/**
 * Searches a visitor may make in a minute (issue 23, point 3). Each distinct search asks the CMS
 * and renders a page; a person types a few, a loop thousands. Counted per visitor (an IPv4
 * address or an IPv6 /64, src/lib/rate-limit.ts), in this process.
 */
export const SEARCHES_PER_MINUTE = 20
const key = Symbol.for('larkspur.search.rate-limiter')
const holder = globalThis as { [key]?: RateLimiter }

function tooManySearches(): NextResponse {
  const html = plainPageHtml({
    heading: 'You have searched a lot in the last minute',
    message: 'Please wait a minute before searching again. The blog and our treatment pages are still open to you.',
    retry: { href: '/blog', label: 'browse the blog' },
  })
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'retry-after': '60', 'cache-control': 'no-store' })
  for (const { key: name, value } of securityHeaders({ siteUrl: env.SITE_URL })) headers.set(name, value)
  return new NextResponse(html, { status: 429, headers })
}

/**
 * /search renders per request and streams: by the time the page could call notFound() for a bad
 * `page` parameter, the 200 status and the frame have gone out. A malformed page number is known
 * from the URL alone, so it is answered here with the site's 404 page (rendered into the HTML,
 * status 404) before any rendering starts. The search limit is applied here too, before any work.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/preview/')) return previewGate(request)
  const page = request.nextUrl.searchParams.get('page')
  if (page !== null && parsePageNumber(page) === null) return NextResponse.rewrite(new URL('/_not-found', request.url))
  if (request.nextUrl.searchParams.get('search')?.trim()) {
    holder[key] ??= createRateLimiter(SEARCHES_PER_MINUTE)
    if (!holder[key].take(factsFrom(request.headers, env.TRUSTED_PROXY_HOPS).address)) return tooManySearches()
  }
  return NextResponse.next()
}

/**
 * /preview/{type}/{id} streams once it reads the cookie, so its status is decided here, before
 * rendering: only the item the browser's preview session names gets through (issue 23, point 1);
 * any other id, and a browser without a session, gets the site's 404.
 */
function previewGate(request: NextRequest) {
  const [, , type = '', id = ''] = request.nextUrl.pathname.split('/')
  const session = env.CMS_WEBHOOK_SECRET ? readPreviewSession(env.CMS_WEBHOOK_SECRET, request.cookies.get(PREVIEW_COOKIE)?.value) : { state: 'none' as const }
  if (previewAccess(session, type, id) === 'not found') return NextResponse.rewrite(new URL('/_not-found', request.url))
  return NextResponse.next()
}

export const config = { matcher: ['/search', '/preview/:path*'] }
