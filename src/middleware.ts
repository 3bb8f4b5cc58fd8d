import { defineMiddleware } from 'astro:middleware'
import { withRenderFacts, type RenderFacts } from '@/cache/request-context'
import { freshPages } from '@/cache/route-provider'
import { env } from '@/env'
import { startRelay } from '@/forms/relay-runner'
import { createRateLimiter } from '@/lib/rate-limit'
import { PREVIEW_COOKIE, previewAccess, readPreviewSession } from '@/publish/preview-session'
import { islandRuntimeOutOfPage } from '@/server/island-runtime'
import { plainPageHtml } from '@/site/plain-page'

/**
 * Every request, before and after its page renders:
 * - a search is limited per visitor (issue 23, point 3), before any work;
 * - /preview/{type}/{id} opens only the item the browser's preview session names (issue 23, point 1);
 * - what the render read decides how long the route cache keeps the page (src/cache/route-provider.ts):
 *   content that exists 5 minutes, then refreshed in the background and kept for up to 30 days
 *   while the CMS fails; a page built from a last good copy 5 seconds, so recovery shows at once;
 *   a 404 a minute, in the small store for misses; per-visitor pages (search, previews, endpoints
 *   of the API, answers to a form post) never;
 * - a page leaves out Astro's inline island runtime, which the frame's cached script carries
 *   (src/server/island-runtime.ts).
 */
export const SEARCHES_PER_MINUTE = 20
const searches = createRateLimiter(SEARCHES_PER_MINUTE)

const MINUTE = 60
const CONTENT = { maxAge: 5 * MINUTE, swr: 30 * 24 * 60 * MINUTE }
const NEVER_CACHED = /^\/(search|preview|api|_actions|_image)(\/|$)/

function tooManySearches(): Response {
  const html = plainPageHtml({
    heading: 'You have searched a lot in the last minute',
    message: 'Please wait a minute before searching again. The blog and our treatment pages are still open to you.',
    retry: { href: '/blog', label: 'browse the blog' },
  })
  return new Response(html, { status: 429, headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '60', 'cache-control': 'no-store' } })
}

function cacheFor(request: Request, url: URL, response: Response, facts: RenderFacts) {
  if (request.method !== 'GET' || NEVER_CACHED.test(url.pathname) || response.headers.has('set-cookie')) return false
  if (response.status === 404) return { maxAge: MINUTE, tags: [...facts.tags] }
  if (response.status !== 200 || facts.tags.size === 0) return false
  return facts.stale ? { maxAge: 5, tags: [...facts.tags] } : { ...CONTENT, tags: [...facts.tags] }
}

export const onRequest = defineMiddleware(async (context, next) => {
  // The outbox relay and the retention purge run inside the app, beside the forms that feed them;
  // the server entry makes the first request as soon as it listens (src/server/main.ts).
  startRelay()
  // The route cache may be made after this first render: the entry is given the way to find it.
  context.locals.offerFreshPages?.(freshPages)
  const { url, request } = context
  const visitor = context.locals.clientAddress ?? context.clientAddress
  if (url.pathname === '/search' && url.searchParams.get('search')?.trim() && !searches.take(visitor)) return tooManySearches()
  if (url.pathname.startsWith('/preview/')) {
    const [, , type = '', id = ''] = url.pathname.split('/')
    const session = env.CMS_WEBHOOK_SECRET ? readPreviewSession(env.CMS_WEBHOOK_SECRET, context.cookies.get(PREVIEW_COOKIE)?.value) : { state: 'none' as const }
    if (previewAccess(session, type, id) === 'not found') {
      // The 404 rendered for a preview address must not be kept under that address: the next
      // click on Preview, with a session, would be answered from the cache.
      const notFound = await context.rewrite('/404')
      context.cache.set(false)
      return notFound
    }
  }
  const { facts, result } = withRenderFacts(next)
  const response = await result
  if (context.cache.enabled) {
    const options = cacheFor(request, url, response, facts)
    context.cache.set(options)
  }
  // The built frame script carries Astro's island runtime; `astro dev` writes its own, different, copy.
  return import.meta.env.PROD ? islandRuntimeOutOfPage(response) : response
})
