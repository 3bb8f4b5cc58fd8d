import { plainPageHtml } from '@/site/plain-page'

/** Only a path on this site may be offered as 'try again'. */
function safeReturnPath(value: string | null): string {
  return value && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '/'
}

/**
 * The page a visitor sees when the CMS is down and nothing was cached: status 503 (so crawlers
 * come back later), the practice's phone number and ways on. Plain HTML: it must not depend on
 * anything that might be failing.
 */
export function GET(request: Request) {
  const from = safeReturnPath(new URL(request.url).searchParams.get('from'))
  const html = plainPageHtml({
    heading: 'This page is taking a little longer than usual',
    message: 'We couldn’t load this page just now.',
    retry: { href: from, label: 'try again' },
  })
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '60', 'cache-control': 'no-store' },
  })
}
