// @ts-check
/**
 * The `cacheHandlers.default` handler ('use cache'), shared through Redis when REDIS_URL is set.
 * Modelled on Next's own Redis example (node_modules/next/dist/docs, cacheHandlers): entries are
 * stored as bytes with a TTL of their expiry; tag revalidations go to one Redis hash that every
 * instance reads, so `revalidateTag` on one instance is seen by all. While Redis does not answer,
 * entries are read from and written to a bounded copy in this process, with a warning in the log:
 * a page is never failed for the cache's sake, and nothing is served past its expiry.
 */
import { encode, isUseCacheEntry, localCache, parseEntry, reportFailure, SHARED_MIN_EXPIRE_SECONDS, tagTimes, ttlSeconds, usableClient, withTimeout } from './shared.mjs'

const PREFIX = 'larkspur:cache:use-cache:'

/**
 * @typedef {{ value: Uint8Array, tags: string[], stale: number, timestamp: number, expire: number, revalidate: number }} StoredEntry
 */

/** @param {Uint8Array} bytes */
const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })

/** @param {ReadableStream<Uint8Array>} stream */
async function bytesOf(stream) {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** @returns {import('next/cache').CacheHandler} */
export function createUseCacheHandler() {
  const local = localCache()
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map()

  /** @param {string} key @returns {Promise<StoredEntry | undefined>} */
  async function load(key) {
    const client = usableClient()
    if (!client) return local.get(key)
    try {
      const stored = await withTimeout(client.get(PREFIX + key))
      if (!stored) return undefined
      /** @type {StoredEntry | undefined} */
      const entry = parseEntry(key, stored, /** @type {(value: any) => value is StoredEntry} */ (isUseCacheEntry))
      if (!entry) return undefined
      // Kept here too, so this instance can go on serving it if Redis goes away.
      local.set(key, entry, entry.value.byteLength)
      return entry
    } catch (error) {
      reportFailure(error)
      return local.get(key)
    }
  }

  return {
    async get(cacheKey) {
      await pendingSets.get(cacheKey)
      const entry = await load(cacheKey)
      if (!entry) return undefined
      // Next checks this too; the fallback must never serve an expired entry as fresh either way.
      // (JSON keeps an `expire` of Infinity as null.)
      const expire = typeof entry.expire === 'number' ? entry.expire : Infinity
      if (Date.now() > entry.timestamp + expire * 1000) return undefined
      const verdict = await tagTimes().judge(entry.tags, entry.timestamp)
      if (verdict === 'expired') return undefined
      return { ...entry, expire, revalidate: verdict === 'stale' ? -1 : entry.revalidate, value: streamOf(entry.value) }
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {}
      pendingSets.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))))
      try {
        const entry = await pendingEntry
        const value = await bytesOf(entry.value)
        /** @type {StoredEntry} */
        const stored = { value, tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate }
        local.set(cacheKey, stored, value.byteLength)
        const client = usableClient()
        if (client && entry.expire >= SHARED_MIN_EXPIRE_SECONDS) {
          await withTimeout(client.set(PREFIX + cacheKey, JSON.stringify(encode(stored)), { expiration: { type: 'EX', value: ttlSeconds(entry.expire) } }))
        }
      } catch (error) {
        // A failed write leaves the entry in this process only; the page was served regardless.
        reportFailure(error)
      } finally {
        done()
        pendingSets.delete(cacheKey)
      }
    },

    async refreshTags() {
      await tagTimes().refresh()
    },

    async getExpiration(tags) {
      return tagTimes().latestExpiry(tags)
    },

    async updateTags(tags, durations) {
      await tagTimes().update(tags, durations)
    },
  }
}

export default createUseCacheHandler()
