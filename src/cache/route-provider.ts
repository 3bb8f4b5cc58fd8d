import type { CacheProviderFactory } from 'astro'
import { ByteLru } from '@/lib/byte-lru'
import { carriesAnswer } from '@/lib/answer-ticket'
import { canonicalPath } from './canonical-path'
import { invalidationBus } from '.'
import { bodiesBytes, bodyHash, compress, pickEncoding, replay, wire, type Bodies, type WirePage } from './wire'

export { pickEncoding, type WirePage } from './wire'

/**
 * Astro's route cache for this site (astro.config.mjs, `cache.provider`): rendered pages kept in
 * this process, served at once, refreshed in the background (stale-while-revalidate), dropped by
 * tag when content changes — here or, through the invalidation bus, on any other instance within
 * two seconds (src/cache/bus.ts). Modelled on Astro's memory provider, with what a public site
 * needs on top:
 * - bounded by bytes, not entries, and misses (404s) in a small store of their own, so invented
 *   URLs cannot grow memory or push real pages out (issue 23, point 3); a page's bytes are kept
 *   apart from its path, by their hash, so the 404 every invented URL renders is kept and
 *   compressed once, not once per URL (issue 34, point 6);
 * - one render per route at a time: visitors who ask for a page while it is being rendered (after
 *   a flush, or on a first visit) wait for that render's result (issue 34, point 9);
 * - keyed by path alone, in its one canonical spelling (issue 27, point 4): the host header (which
 *   a visitor chooses), query strings and other spellings of the path are not part of the key; the pages that read their query (search, previews) are never cached
 *   (src/middleware.ts decides what is cached, and for how long);
 * - a background refresh that fails or comes back uncacheable (the CMS down) leaves the stale
 *   page in place until its stale-while-revalidate window ends: the last good copy;
 * - each page is compressed once, when stored (brotli and gzip), and served in the encoding the
 *   browser accepts: compressing on every request would cost more than the render it saves
 *   (src/cache/wire.ts).
 */
/** A kept answer by path: its head and the hash of its bytes (stored apart, in `bodies`). */
interface Entry {
  readonly hash: string
  readonly status: number
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly storedAt: number
  readonly maxAge: number
  readonly swr: number
  readonly tags: readonly string[]
}

export interface RouteCacheOptions {
  /** Bytes of the pages' bodies (all three encodings). */
  readonly maxBytes?: number
  /** Bytes of the misses (404s): their heads, and their bodies apart. */
  readonly maxMissBytes?: number
}

function cacheControl(header: string | null): { maxAge: number; swr: number } {
  let maxAge = 0
  let swr = 0
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=')
    if (name === 'max-age') maxAge = Number(value) || 0
    if (name === 'stale-while-revalidate') swr = Number(value) || 0
  }
  return { maxAge, swr }
}

const tagsOf = (header: string | null) => (header ?? '').split(',').map((tag) => tag.trim()).filter(Boolean)

/** Headers the cache never stores or replays: they describe one request or one response only. */
const NOT_STORED = new Set(['set-cookie', 'date', 'cdn-cache-control', 'cache-tag', 'x-astro-cache', 'content-length'])

async function entryOf(response: Response, now: number): Promise<{ entry: Entry; body: Buffer } | null> {
  const { maxAge, swr } = cacheControl(response.headers.get('CDN-Cache-Control'))
  if (maxAge <= 0 || response.headers.has('set-cookie')) return null
  const headers: Array<[string, string]> = []
  response.headers.forEach((value, name) => {
    if (!NOT_STORED.has(name.toLowerCase())) headers.push([name, value])
  })
  const body = Buffer.from(await response.arrayBuffer())
  const entry = { hash: bodyHash(body), status: response.status, headers, storedAt: now, maxAge, swr, tags: tagsOf(response.headers.get('Cache-Tag')) }
  return { entry, body }
}

const headBytes = (key: string, entry: Entry) => 256 + 2 * (key.length + entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) + entry.tags.join().length)

/** The canonical decoded path (src/cache/canonical-path.ts): one entry per page, however its path is spelt. */
const keyOf = (url: URL) => (canonicalPath(url.pathname) ?? url.pathname).replace(/\/+$/, '') || '/'

/**
 * The fresh copy of a page, in the encoding the browser accepts, for the server entry to write
 * without entering Astro (src/server/main.ts): a cached page then costs what a static file does.
 * Only an exact path with a fresh copy answers; a stale one, a path with a trailing slash, or a
 * query the page reads go through Astro, which refreshes, redirects or renders.
 */
export type FreshPageReader = (pathname: string, acceptEncoding: string | undefined) => WirePage | null

export const createRouteCache = (options: RouteCacheOptions = {}, now: () => number = Date.now) => {
  const maxMissBytes = options.maxMissBytes ?? 4 * 1024 * 1024
  const pages = { heads: new ByteLru<Entry>(4 * 1024 * 1024), bodies: new ByteLru<Bodies>(options.maxBytes ?? 64 * 1024 * 1024) }
  const misses = { heads: new ByteLru<Entry>(maxMissBytes / 2), bodies: new ByteLru<Bodies>(maxMissBytes / 2) }
  const refreshing = new Set<string>()
  /** Renders under way, by path and query: the visitors asking meanwhile wait for the first. */
  const rendering = new Map<string, Promise<unknown>>()

  const store = (key: string, { entry, body }: { entry: Entry; body: Buffer }) => {
    const [kept, other] = entry.status === 200 ? [pages, misses] : [misses, pages]
    other.heads.delete(key)
    if (!kept.bodies.get(entry.hash)) {
      const bodies = compress(body)
      kept.bodies.set(entry.hash, bodies, bodiesBytes(bodies))
    }
    kept.heads.set(key, entry, headBytes(key, entry))
  }
  const find = (key: string): { entry: Entry; bodies: Bodies } | undefined => {
    for (const kept of [pages, misses]) {
      const entry = kept.heads.get(key)
      const bodies = entry && kept.bodies.get(entry.hash)
      if (entry && bodies) return { entry, bodies }
      // Its bytes were pushed out by other pages': the path is rendered again.
      if (entry) kept.heads.delete(key)
    }
    return undefined
  }
  const isFresh = (entry: Entry) => (now() - entry.storedAt) / 1000 <= entry.maxAge

  function invalidate(tags: readonly string[], at = now()) {
    const wanted = new Set(tags)
    for (const { heads } of [pages, misses]) {
      for (const [key, entry] of [...heads.entries()]) if (entry.storedAt <= at && entry.tags.some((tag) => wanted.has(tag))) heads.delete(key)
    }
  }

  const readFresh: FreshPageReader = (pathname, acceptEncoding) => {
    if (pathname !== (pathname.replace(/\/+$/, '') || '/') || canonicalPath(pathname) !== pathname) return null
    const cached = find(pathname)
    if (!cached || !isFresh(cached.entry)) return null
    return wire(cached.entry, cached.bodies, pickEncoding(acceptEncoding ?? null))
  }

  /** Renders and keeps what may be kept; visitors who ask for the same address meanwhile wait for it. */
  async function render(key: string, context: { request: Request; url: URL }, next: () => Promise<Response>): Promise<Response> {
    const flight = key + context.url.search
    const running = rendering.get(flight)
    if (running) {
      await running.catch(() => undefined)
      const cached = find(key)
      if (cached && isFresh(cached.entry)) return replay(cached.entry, cached.bodies, 'HIT', context.request)
      // The first render was not kept (a search, a page with a cookie, an error): render this one.
      return next()
    }
    const rendered = (async () => {
      const response = await next()
      const kept = await entryOf(response.clone(), now())
      if (kept) store(key, kept)
      return response
    })()
    rendering.set(flight, rendered)
    try {
      return await rendered
    } finally {
      rendering.delete(flight)
    }
  }

  return {
    invalidate,
    readFresh,
    stats: () => ({ pages: pages.heads.size, bytes: pages.bodies.bytes, misses: misses.heads.size, missBytes: misses.heads.bytes + misses.bodies.bytes }),
    async onRequest(context: { request: Request; url: URL }, next: () => Promise<Response>): Promise<Response> {
      // The page after a form's 303 is one visitor's answer (src/lib/answer-ticket.ts): neither answered from the cache nor kept.
      if (context.request.method !== 'GET' || carriesAnswer(context.url)) return next()
      const key = keyOf(context.url)
      const cached = find(key)
      if (cached) {
        const { entry, bodies } = cached
        const age = (now() - entry.storedAt) / 1000
        if (age <= entry.maxAge) return replay(entry, bodies, 'HIT', context.request)
        if (age <= entry.maxAge + entry.swr) {
          if (!refreshing.has(key)) {
            refreshing.add(key)
            next()
              .then(async (fresh) => {
                const kept = await entryOf(fresh, now())
                if (kept) store(key, kept)
              })
              .catch(() => undefined)
              .finally(() => refreshing.delete(key))
          }
          return replay(entry, bodies, 'STALE', context.request)
        }
      }
      return render(key, context, next)
    },
  }
}

let processCache: ReturnType<typeof createRouteCache> | undefined

/** This process's route cache reader, once Astro has made the cache (the middleware hands this to the server entry). */
export const freshPages = (): FreshPageReader | undefined => processCache?.readFresh

/** The runtime module Astro loads (astro.config.mjs): one route cache per process, on the bus. */
const factory: CacheProviderFactory = (config) => {
  const cache = createRouteCache((config ?? {}) as RouteCacheOptions)
  processCache = cache
  invalidationBus().listen((tags, at) => cache.invalidate(tags, at))
  return {
    name: 'larkspur-route-cache',
    onRequest: (context, next) => cache.onRequest(context, next),
    async invalidate(options) {
      const tags = typeof options.tags === 'string' ? [options.tags] : (options.tags ?? [])
      await invalidationBus().publish(tags)
    },
  }
}

export default factory
