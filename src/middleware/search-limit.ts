import type { MiddlewareHandler } from 'astro'
import { createRateLimiter } from '@/lib/rate-limit'
import type { SiteFacts } from '@/practice/site-facts'
import { plainPageHtml } from '@/site/plain-page'

/** A search is limited per visitor, before any work (issue 23, point 3). */
export const SEARCHES_PER_MINUTE = 20

function tooManySearches(facts: SiteFacts): Response {
  const html = plainPageHtml({
    heading: 'You have searched a lot in the last minute',
    message: 'Please wait a minute before searching again. The blog and our treatment pages are still open to you.',
    retry: { href: '/blog', label: 'browse the blog' },
  }, facts)
  return new Response(html, { status: 429, headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '60', 'cache-control': 'no-store' } })
}

export function searchLimit(limiter = createRateLimiter(SEARCHES_PER_MINUTE)): MiddlewareHandler {
  return async (context, next) => {
    const { url } = context
    if (url.pathname !== '/search' || !url.searchParams.get('search')?.trim()) return next()
    const visitor = context.locals.clientAddress ?? context.clientAddress
    return (await limiter.take(visitor)) ? next() : tooManySearches(context.locals.page.facts)
  }
}
