// @ts-check
/**
 * The `cacheHandler` (ISR / route cache: pages, route handlers, fetch) shared through Redis when
 * REDIS_URL is set. Entries are serialised with their Buffers and Maps (APP_PAGE rscData and
 * segmentData), keyed by deployment so a new build never reads an old build's pages, and indexed
 * by their tags (APP_PAGE/APP_ROUTE carry them in the x-next-cache-tags header, fetch entries in
 * ctx.tags), which are judged against the shared tag-expiry times on every read. While Redis does
 * not answer, a bounded copy in this process serves instead, with a warning in the log.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { encode, isIsrEntry, localCache, parseEntry, reportFailure, SHARED_MIN_EXPIRE_SECONDS, tagTimes, ttlSeconds, usableClient, withTimeout } from './shared.mjs'

const TAGS_HEADER = 'x-next-cache-tags'

/**
 * @typedef {{ value: any, lastModified: number, tags: string[], cacheControl?: { revalidate?: number | false, expire?: number } }} StoredEntry
 */

/** The deployment these entries belong to: NEXT_DEPLOYMENT_ID, else the build's id. @param {string | undefined} serverDistDir */
function deploymentOf(serverDistDir) {
  if (process.env.NEXT_DEPLOYMENT_ID) return process.env.NEXT_DEPLOYMENT_ID
  try {
    return serverDistDir ? readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() : 'unknown'
  } catch {
    return 'unknown'
  }
}

/** @param {any} data @param {{ tags?: string[] }} ctx */
function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER]
  const fromHeader = typeof header === 'string' && header ? header.split(',') : []
  return [...new Set([...fromHeader, ...(ctx?.tags ?? [])])]
}

const local = localCache()

export default class RedisIsrCacheHandler {
  /** @param {{ serverDistDir?: string }} [options] */
  constructor(options = {}) {
    this.prefix = `larkspur:cache:isr:${deploymentOf(options.serverDistDir)}:`
  }

  /** @param {string} key @returns {Promise<StoredEntry | undefined>} */
  async load(key) {
    const client = usableClient()
    if (!client) return local.get(key)
    try {
      const stored = await withTimeout(client.get(this.prefix + key))
      if (!stored) return undefined
      /** @type {StoredEntry | undefined} */
      const entry = parseEntry(key, stored, /** @type {(value: any) => value is StoredEntry} */ (isIsrEntry))
      if (!entry) return undefined
      local.set(key, entry, stored.length)
      return entry
    } catch (error) {
      reportFailure(error)
      return local.get(key)
    }
  }

  /** @param {string} key @param {{ tags?: string[], softTags?: string[] }} [ctx] */
  async get(key, ctx = {}) {
    const entry = await this.load(key)
    if (!entry) return null
    // Past its expiry an entry is gone, whichever store it came from.
    const expire = entry.cacheControl?.expire
    if (typeof expire === 'number' && Date.now() > entry.lastModified + expire * 1000) return null
    // A revalidated tag, here or on another instance, means a fresh render now: Next's own tag
    // check for this cache reads a per-process manifest that a custom handler never fills.
    const verdict = await tagTimes().judge([...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])], entry.lastModified)
    if (verdict !== 'fresh') return null
    return { lastModified: entry.lastModified, value: entry.value, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) }
  }

  /** @param {string} key @param {any} data @param {{ tags?: string[], cacheControl?: StoredEntry['cacheControl'] }} [ctx] */
  async set(key, data, ctx = {}) {
    /** @type {StoredEntry} */
    const entry = { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx), ...(ctx.cacheControl ? { cacheControl: ctx.cacheControl } : {}) }
    const serialised = JSON.stringify(encode(entry))
    local.set(key, entry, serialised.length)
    const client = usableClient()
    const expire = ctx.cacheControl?.expire
    if (!client || (typeof expire === 'number' && expire < SHARED_MIN_EXPIRE_SECONDS)) return
    try {
      await withTimeout(client.set(this.prefix + key, serialised, { expiration: { type: 'EX', value: ttlSeconds(ctx.cacheControl?.expire) } }))
    } catch (error) {
      reportFailure(error)
    }
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    await tagTimes().update(Array.isArray(tags) ? tags : [tags], durations)
  }

  resetRequestCache() {}
}
