import type { MiddlewareHandler } from 'astro'
import { withRenderFacts, type RenderFacts } from '@/cache/request-context'
import { contentTags } from '@/content/tags'

/**
 * What the render read decides how long the route cache keeps the page (src/cache/route-provider.ts):
 * content that exists 5 minutes, then refreshed in the background and kept for up to 30 days
 * while the CMS fails; a page built from a last good copy 5 seconds, so recovery shows at once;
 * a 404 a minute, in the small store for misses; per-visitor pages (search, previews, endpoints
 * of the API, answers to a form post) never.
 */
const MINUTE = 60
const CONTENT = { maxAge: 5 * MINUTE, swr: 30 * 24 * 60 * MINUTE }
const NEVER_CACHED = /^\/(search|preview|api|_actions|_image)(\/|$)/

export type CacheDecision = false | { maxAge: number; swr?: number; tags: string[] }

export function cacheFor(method: string, pathname: string, response: Response, facts: RenderFacts, now = Date.now()): CacheDecision {
  if (method !== 'GET' || NEVER_CACHED.test(pathname) || response.headers.has('set-cookie')) return false
  // Every page's frame shows the practice's name, phone and hours (src/middleware/page-context.ts).
  const tags = [...new Set([...facts.tags, contentTags.practice])]
  if (response.status === 404) return { maxAge: MINUTE, tags }
  if (response.status !== 200 || facts.tags.size === 0) return false
  if (facts.stale) return { maxAge: 5, tags }
  if (facts.expiresAt !== undefined) {
    // Neither kept nor served stale past the instant its content changes meaning.
    const left = Math.floor((facts.expiresAt - now) / 1000)
    if (left <= 0) return false
    const maxAge = Math.min(CONTENT.maxAge, left)
    return { maxAge, swr: Math.min(CONTENT.swr, left - maxAge), tags }
  }
  return { ...CONTENT, tags }
}

export const routeCache: MiddlewareHandler = async (context, next) => {
  const { facts, result } = withRenderFacts(next)
  const response = await result
  // The page context read the model before this step (src/middleware/page-context.ts): a page built
  // from a kept or embedded model is kept only briefly too, so a corrected save shows within seconds.
  const page = context.locals.page as App.Locals['page'] | undefined
  if (page && page.served !== 'current') facts.stale = true
  if (context.cache.enabled) context.cache.set(cacheFor(context.request.method, context.url.pathname, response, facts))
  return response
}
