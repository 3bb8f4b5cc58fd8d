import type { MiddlewareHandler } from 'astro'
import { withRenderFacts, type RenderFacts } from '@/cache/request-context'
import { contentTags } from '@/content/tags'
import { PER_VISITOR, processPageGate, type PageGate } from './page-gate'

/**
 * What the render read decides how long the route cache keeps the page (src/cache/route-provider.ts):
 * content that exists 5 minutes, then refreshed in the background and kept for up to 30 days
 * while the CMS fails; a page built from a last good copy 5 seconds, so recovery shows at once;
 * a 404 a minute, in the small store for misses; per-visitor pages (search, previews, endpoints
 * of the API, answers to a form post) never.
 */
const MINUTE = 60
const CONTENT = { maxAge: 5 * MINUTE, swr: 30 * 24 * 60 * MINUTE }

export type CacheDecision = false | { maxAge: number; swr?: number; tags: string[] }

export function cacheFor(method: string, pathname: string, response: Response, facts: RenderFacts, now = Date.now()): CacheDecision {
  if (method !== 'GET' || PER_VISITOR.test(pathname) || response.headers.has('set-cookie')) return false
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

/**
 * The page rules first (./page-gate.ts): what the cache keeps and the visitor gets is the page that
 * passed, the route's last that did (kept a minute, so a corrected save shows at its publish or
 * within a minute), or the 404 page (kept as a miss is).
 */
export function routeCacheStep(gate: PageGate = processPageGate): MiddlewareHandler {
  return async (context, next) => {
    const { facts, result } = withRenderFacts(next)
    const { response, outcome } = await gate.check(context, await result)
    // The page context read the model before this step (src/middleware/page-context.ts): a page built
    // from a kept or embedded model is kept only briefly too, so a corrected save shows within seconds.
    const page = context.locals.page as App.Locals['page'] | undefined
    if (page && page.served !== 'current') facts.stale = true
    const decision = cacheFor(context.request.method, context.url.pathname, response, facts)
    if (context.cache.enabled) context.cache.set(outcome === 'last good' && decision ? { maxAge: Math.min(MINUTE, decision.maxAge), tags: decision.tags } : decision)
    return response
  }
}

export const routeCache = routeCacheStep()
