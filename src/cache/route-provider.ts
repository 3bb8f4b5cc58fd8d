import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { CacheProviderFactory } from 'astro'
import { ByteLru } from '@/lib/byte-lru'
import { carriesAnswer } from '@/lib/answer-ticket'
import { canonicalPath } from './canonical-path'
import { invalidationBus } from '.'

/**
 * Astro's route cache for this site (astro.config.mjs, `cache.provider`): rendered pages kept in
 * this process, served at once, refreshed in the background (stale-while-revalidate), dropped by
 * tag when content changes — here or, through the invalidation bus, on any other instance within
 * two seconds (src/cache/bus.ts). Modelled on Astro's memory provider, with what a public site
 * needs on top:
 * - bounded by bytes, not entries, and misses (404s) in a small store of their own, so invented
 *   URLs cannot grow memory or push real pages out (issue 23, point 3);
 * - keyed by path alone, in its one canonical spelling (issue 27, point 4): the host header (which
 *   a visitor chooses), query strings and other spellings of the path are not part of the key; the pages that read their query (search, previews) are never cached
 *   (src/middleware.ts decides what is cached, and for how long);
 * - a background refresh that fails or comes back uncacheable (the CMS down) leaves the stale
 *   page in place until its stale-while-revalidate window ends: the last good copy;
 * - each page is compressed once, when stored (brotli and gzip), and served in the encoding the
 *   browser accepts: compressing on every request would cost more than the render it saves.
 */
interface Entry {
  readonly body: Buffer
  readonly brotli: Buffer
  readonly gzip: Buffer
  readonly status: number
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly storedAt: number
  readonly maxAge: number
  readonly swr: number
  readonly tags: readonly string[]
}

export interface RouteCacheOptions {
  readonly maxBytes?: number
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

async function entryOf(response: Response, now: number): Promise<Entry | null> {
  const { maxAge, swr } = cacheControl(response.headers.get('CDN-Cache-Control'))
  if (maxAge <= 0 || response.headers.has('set-cookie')) return null
  const headers: Array<[string, string]> = []
  response.headers.forEach((value, name) => {
    if (!NOT_STORED.has(name.toLowerCase())) headers.push([name, value])
  })
  const body = Buffer.from(await response.arrayBuffer())
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
  const gzip = gzipSync(body, { level: 9 })
  return { body, brotli, gzip, status: response.status, headers, storedAt: now, maxAge, swr, tags: tagsOf(response.headers.get('Cache-Tag')) }
}

/** The encoding to answer in: brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return [name, q ? Number(q.slice(2)) : 1] as const
    }),
  )
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (wants('br')) return 'br'
  if (wants('gzip')) return 'gzip'
  return null
}

function replay(entry: Entry, state: 'HIT' | 'STALE', request: Request): Response {
  const page = wire(entry, pickEncoding(request.headers.get('accept-encoding')), state)
  const headers = new Headers(Object.entries(page.headers).map(([name, value]): [string, string] => [name, String(value)]))
  return new Response(new Uint8Array(page.body), { status: page.status, headers })
}

/** The canonical decoded path (src/cache/canonical-path.ts): one entry per page, however its path is spelt. */
const keyOf = (url: URL) => (canonicalPath(url.pathname) ?? url.pathname).replace(/\/+$/, '') || '/'

/** A page ready to write to the socket as it is: Node's headers, with its length, and its bytes. */
export interface WirePage {
  readonly status: number
  readonly headers: Record<string, string | number>
  readonly body: Buffer
}

/**
 * The fresh copy of a page, in the encoding the browser accepts, for the server entry to write
 * without entering Astro (src/server/main.ts): a cached page then costs what a static file does.
 * Only an exact path with a fresh copy answers; a stale one, a path with a trailing slash, or a
 * query the page reads go through Astro, which refreshes, redirects or renders.
 */
export type FreshPageReader = (pathname: string, acceptEncoding: string | undefined) => WirePage | null

function wire(entry: Entry, encoding: 'br' | 'gzip' | null, state: 'HIT' | 'STALE' = 'HIT'): WirePage {
  const body = encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.body
  const headers: Record<string, string | number> = {}
  for (const [name, value] of entry.headers) headers[name] = name.toLowerCase() === 'vary' ? `${value}, Accept-Encoding` : value
  if (!('vary' in headers) && !('Vary' in headers)) headers.Vary = 'Accept-Encoding'
  headers['X-Astro-Cache'] = state
  headers['Content-Length'] = body.byteLength
  if (encoding) headers['Content-Encoding'] = encoding
  return { status: entry.status, headers, body }
}

export const createRouteCache = (options: RouteCacheOptions = {}, now: () => number = Date.now) => {
  const pages = new ByteLru<Entry>(options.maxBytes ?? 64 * 1024 * 1024)
  const misses = new ByteLru<Entry>(options.maxMissBytes ?? 4 * 1024 * 1024)
  const refreshing = new Set<string>()

  const store = (key: string, entry: Entry) => {
    const bytes = entry.body.byteLength + entry.brotli.byteLength + entry.gzip.byteLength + 512
    if (entry.status === 200) {
      misses.delete(key)
      pages.set(key, entry, bytes)
    } else {
      pages.delete(key)
      misses.set(key, entry, bytes)
    }
  }
  const find = (key: string) => pages.get(key) ?? misses.get(key)

  function invalidate(tags: readonly string[], at = now()) {
    const wanted = new Set(tags)
    for (const lru of [pages, misses]) {
      for (const [key, entry] of [...lru.entries()]) if (entry.storedAt <= at && entry.tags.some((tag) => wanted.has(tag))) lru.delete(key)
    }
  }

  const readFresh: FreshPageReader = (pathname, acceptEncoding) => {
    if (pathname !== (pathname.replace(/\/+$/, '') || '/') || canonicalPath(pathname) !== pathname) return null
    const cached = find(pathname)
    if (!cached || (now() - cached.storedAt) / 1000 > cached.maxAge) return null
    return wire(cached, pickEncoding(acceptEncoding ?? null))
  }

  return {
    invalidate,
    readFresh,
    stats: () => ({ pages: pages.size, bytes: pages.bytes, misses: misses.size, missBytes: misses.bytes }),
    async onRequest(context: { request: Request; url: URL }, next: () => Promise<Response>): Promise<Response> {
      // The page after a form's 303 is one visitor's answer (src/lib/answer-ticket.ts): neither answered from the cache nor kept.
      if (context.request.method !== 'GET' || carriesAnswer(context.url)) return next()
      const key = keyOf(context.url)
      const cached = find(key)
      if (cached) {
        const age = (now() - cached.storedAt) / 1000
        if (age <= cached.maxAge) return replay(cached, 'HIT', context.request)
        if (age <= cached.maxAge + cached.swr) {
          if (!refreshing.has(key)) {
            refreshing.add(key)
            next()
              .then(async (fresh) => {
                const entry = await entryOf(fresh, now())
                if (entry) store(key, entry)
              })
              .catch(() => undefined)
              .finally(() => refreshing.delete(key))
          }
          return replay(cached, 'STALE', context.request)
        }
      }
      const response = await next()
      const entry = await entryOf(response.clone(), now())
      if (entry) store(key, entry)
      return response
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
