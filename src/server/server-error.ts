import { plainPageHtml, type PlainFacts } from '@/site/plain-page'
import { sameSitePath } from '@/site/unavailable'

/**
 * The answer when something fails on our side (status 500): plain HTML with the practice's phone
 * number and ways on, depending on nothing that might be failing. The render-error step, the
 * server entry and src/pages/500.astro all answer with it.
 */
export function serverErrorHtml(pathname: string | undefined, facts: PlainFacts): string {
  return plainPageHtml({ heading: 'Something went wrong on our side', message: 'We couldn’t show this page just now.', retry: { href: sameSitePath(pathname), label: 'try again' } }, facts)
}

export function serverErrorResponse(pathname: string | undefined, facts: PlainFacts): Response {
  return new Response(serverErrorHtml(pathname, facts), { status: 500, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}
