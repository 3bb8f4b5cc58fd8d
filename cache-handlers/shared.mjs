// @ts-check
/**
 * What the two Redis cache handlers share (docs/decisions/009-multi-instance.md): one Redis
 * connection per process, the tag-expiry times every instance reads, a bounded in-process copy
 * used while Redis is away, and the (de)serialisation of entries.
 *
 * Plain JavaScript: Next.js imports cache handlers at start with Node's own loader, unbundled.
 * Only loaded when REDIS_URL is set (next.config.ts); the embedded default never loads it.
 */
import { createClient } from 'redis'

/** A Redis command slower than this counts as a failure: the page is served from memory instead. */
export const COMMAND_TIMEOUT_MS = 500
/** Where every instance keeps the tag-expiry times: one hash, field = tag, value = JSON {stale, expired}. */
export const TAGS_KEY = 'larkspur:cache:tags'
/** The tag-expiry hash lives a little longer than the longest entry (30 days). */
const TAGS_TTL_SECONDS = 31 * 24 * 60 * 60
/**
 * Entries that expire sooner than this (the 'miss' and 'failure' profiles: an invented slug, a
 * page past the end, search results, a failed fetch) stay in this process's bounded copy and are
 * never written to Redis, so a loop of invented URLs adds no keys there (issue 23, point 3).
 */
export const SHARED_MIN_EXPIRE_SECONDS = 3600
/**
 * The in-process copy's size, in bytes of stored values, per handler: the site's real pages fit
 * several times over (about 10 MB), and a flood of invented URLs can hold no more than this.
 */
const LOCAL_MAX_BYTES = 16 * 1024 * 1024

/** @typedef {{ stale?: number, expired?: number }} TagTimes */

/** @param {string} message */
const warn = (message) => console.warn(`[cache] ${message}`)

/**
 * Races a Redis command against a time limit.
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms = COMMAND_TIMEOUT_MS) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
      timer.unref()
    }),
  ]).finally(() => clearTimeout(timer))
}

/** A least-recently-used map bounded by the bytes of its values (Map keeps insertion order). */
export class ByteLru {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, { value: any, size: number }>} */
    this.map = new Map()
  }
  /** @param {string} key */
  get(key) {
    const item = this.map.get(key)
    if (!item) return undefined
    this.map.delete(key)
    this.map.set(key, item)
    return item.value
  }
  /** @param {string} key @param {any} value @param {number} size */
  set(key, value, size) {
    this.delete(key)
    if (size > this.maxBytes) return
    this.map.set(key, { value, size })
    this.bytes += size
    for (const [oldest, item] of this.map) {
      if (this.bytes <= this.maxBytes) break
      this.map.delete(oldest)
      this.bytes -= item.size
    }
  }
  /** @param {string} key */
  delete(key) {
    const item = this.map.get(key)
    if (item) {
      this.map.delete(key)
      this.bytes -= item.size
    }
  }
}

/**
 * Tag-expiry times: written to Redis for every instance, mirrored here. While Redis is away, a
 * revalidation still applies on this instance at once and is written to Redis when it returns.
 */
export class TagTimesStore {
  /** @param {() => import('redis').RedisClientType | null} redis */
  constructor(redis) {
    this.redis = redis
    /** @type {Map<string, TagTimes>} */
    this.local = new Map()
    /** @type {Map<string, TagTimes>} tag times Redis has not accepted yet */
    this.pending = new Map()
  }

  /** @param {string} tag @param {TagTimes} times */
  merge(tag, times) {
    const mine = this.local.get(tag) ?? {}
    this.local.set(tag, {
      stale: Math.max(mine.stale ?? 0, times.stale ?? 0) || undefined,
      expired: Math.max(mine.expired ?? 0, times.expired ?? 0) || undefined,
    })
  }

  /**
   * Records a revalidation. Without durations the tags expire now; with them they go stale now
   * and expire after `durations.expire` seconds (Next's contract for updateTags/revalidateTag).
   * @param {string[]} tags @param {{ expire?: number }} [durations]
   */
  async update(tags, durations, now = Date.now()) {
    for (const tag of tags) {
      /** @type {TagTimes} */
      const times = durations ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) } : { expired: now }
      this.merge(tag, times)
      this.pending.set(tag, /** @type {TagTimes} */ (this.local.get(tag)))
    }
    await this.flush()
  }

  /** Writes what Redis has not yet accepted (on each update and each refresh). */
  async flush() {
    const client = this.redis()
    if (!client || this.pending.size === 0) return
    const batch = new Map(this.pending)
    try {
      // Merge with what other instances wrote: a later time always wins.
      const fields = [...batch.keys()]
      const stored = await withTimeout(client.hmGet(TAGS_KEY, fields))
      /** @type {Record<string, string>} */
      const values = {}
      fields.forEach((tag, index) => {
        const theirs = parseTimes(stored[index])
        const mine = /** @type {TagTimes} */ (batch.get(tag))
        values[tag] = JSON.stringify({ stale: Math.max(mine.stale ?? 0, theirs.stale ?? 0) || undefined, expired: Math.max(mine.expired ?? 0, theirs.expired ?? 0) || undefined })
      })
      await withTimeout(client.hSet(TAGS_KEY, values))
      // Every key of ours expires (issue 23): a revalidation older than any entry's 30 days is moot.
      await withTimeout(client.expire(TAGS_KEY, TAGS_TTL_SECONDS))
      for (const [tag, times] of batch) if (this.pending.get(tag) === times) this.pending.delete(tag)
    } catch (error) {
      warn(`could not record a tag revalidation in Redis (${describe(error)}); it applies on this instance now and is sent when Redis answers again`)
    }
  }

  /** Learns every instance's revalidations (called once per request by Next, and before reading tags). */
  async refresh() {
    const client = this.redis()
    if (!client) return
    await this.flush()
    try {
      const all = await withTimeout(client.hGetAll(TAGS_KEY))
      for (const [tag, value] of Object.entries(all)) this.merge(tag, parseTimes(value))
    } catch (error) {
      markFailure(error)
    }
  }

  /**
   * The times for these tags, read from Redis when it answers (so another instance's revalidation
   * is seen at once), else from this instance's mirror.
   * @param {string[]} tags
   */
  async read(tags) {
    const client = this.redis()
    if (client && tags.length > 0) {
      try {
        const stored = await withTimeout(client.hmGet(TAGS_KEY, tags))
        tags.forEach((tag, index) => this.merge(tag, parseTimes(stored[index])))
      } catch (error) {
        markFailure(error)
      }
    }
    return tags.map((tag) => this.local.get(tag) ?? {})
  }

  /**
   * 'expired' if a tag expired after the entry was made (and that time has come), 'stale' if one
   * went stale after it, else 'fresh'.
   * @param {string[]} tags @param {number} timestamp
   * @returns {Promise<'expired' | 'stale' | 'fresh'>}
   */
  async judge(tags, timestamp, now = Date.now()) {
    const times = await this.read(tags)
    if (times.some(({ expired }) => expired !== undefined && expired > timestamp && expired <= now)) return 'expired'
    if (times.some(({ stale }) => stale !== undefined && stale > timestamp)) return 'stale'
    return 'fresh'
  }

  /** The latest expiry among these tags (Next's getExpiration, for soft tags). @param {string[]} tags */
  latestExpiry(tags) {
    return Math.max(0, ...tags.map((tag) => this.local.get(tag)?.expired ?? 0))
  }
}

/** @param {string | null | undefined} value @returns {TagTimes} */
function parseTimes(value) {
  if (!value) return {}
  try {
    const parsed = JSON.parse(value)
    return { stale: Number(parsed.stale) || undefined, expired: Number(parsed.expired) || undefined }
  } catch {
    return {}
  }
}

/** @param {unknown} error */
const describe = (error) => (error instanceof Error ? error.message : String(error))

// ---- The connection: one per process, shared by both handlers (Next loads them as separate modules).

const STATE = Symbol.for('larkspur.cache.redis')
/**
 * @typedef {{ client: import('redis').RedisClientType | null, usable: boolean, failedUntil: number, tags: TagTimesStore }} State
 */

/** @returns {State} */
function state() {
  const holder = /** @type {{ [STATE]?: State }} */ (/** @type {unknown} */ (globalThis))
  if (!holder[STATE]) {
    /** @type {State} */
    const created = { client: null, usable: false, failedUntil: 0, tags: /** @type {any} */ (null) }
    created.tags = new TagTimesStore(() => usableClient())
    holder[STATE] = created
    // What this process knows of a tag's expiry, for the embedded content adapter
    // (src/content/generation.ts): a `content` revalidation on any instance re-reads content/ here.
    const registry = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))
    registry[Symbol.for('larkspur.cache.tag-expiry')] = (/** @type {string} */ tag) => created.tags.local.get(tag)?.expired ?? 0
    connect(created)
  }
  return holder[STATE]
}

/** @param {State} current */
function connect(current) {
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return
  const client = /** @type {import('redis').RedisClientType} */ (
    /** @type {unknown} */ (
      createClient({
        url,
        // Fail at once while the connection is down rather than queueing until Redis returns.
        disableOfflineQueue: true,
        socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 1000) },
      })
    )
  )
  current.client = client
  client.on('error', (error) => markFailure(error))
  client.on('ready', () => {
    if (!current.usable) console.info('[cache] Redis shared cache connected')
    current.usable = true
    current.failedUntil = 0
    void current.tags.refresh()
  })
  client.on('end', () => markFailure(new Error('connection closed')))
  client.connect().catch((error) => markFailure(error))
}

/** A failed command: serve from memory for a moment, warning once per outage. @param {unknown} error */
function markFailure(error) {
  const current = state()
  if (current.usable || current.failedUntil === 0) warn(`Redis unavailable (${describe(error)}): serving from this instance's memory until it returns`)
  current.usable = false
  current.failedUntil = Date.now() + 1000
}

/** The client while it answers; null while Redis is away (callers use their in-process copy). */
export function usableClient() {
  const current = state()
  const client = current.client
  if (!client || !client.isReady) return null
  if (!current.usable) {
    if (Date.now() < current.failedUntil) return null
    current.usable = true
    console.info('[cache] Redis shared cache answering again')
  }
  return client
}

export const tagTimes = () => state().tags

/** Reports a failed command so the next ones go straight to memory for a moment. */
export const reportFailure = markFailure

/** The bounded in-process copy of one handler's entries. */
export const localCache = () => new ByteLru(LOCAL_MAX_BYTES)

// ---- Serialisation: entries hold Buffers and Maps (APP_PAGE rscData, segmentData) that JSON loses.

/** @param {unknown} value @returns {unknown} */
export function encode(value) {
  if (value instanceof Uint8Array) return { $b: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') }
  if (value instanceof Map) return { $m: [...value].map(([key, item]) => [key, encode(item)]) }
  if (Array.isArray(value)) return value.map(encode)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]))
  return value
}

/** @param {unknown} value @returns {any} */
export function decode(value) {
  if (Array.isArray(value)) return value.map(decode)
  if (value && typeof value === 'object') {
    const object = /** @type {Record<string, unknown>} */ (value)
    if (typeof object.$b === 'string') return Buffer.from(object.$b, 'base64')
    if (Array.isArray(object.$m)) return new Map(object.$m.map(([key, item]) => [key, decode(item)]))
    return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, decode(item)]))
  }
  return value
}

/**
 * Reads one of our entries back from Redis (issue 23, point 5): anything that is not JSON of the
 * shape `isEntry` accepts (another program's key, a truncated or tampered value) is dropped, never
 * served, with a warning.
 * @template T
 * @param {string} key @param {string} stored @param {(value: any) => value is T} isEntry
 * @returns {T | undefined}
 */
export function parseEntry(key, stored, isEntry) {
  try {
    const entry = decode(JSON.parse(stored))
    if (isEntry(entry)) return entry
  } catch {
    // falls through to the warning
  }
  warn(`dropped a cache entry from Redis that is not one of ours (${key.slice(0, 80)})`)
  return undefined
}

const isStringArray = (/** @type {unknown} */ value) => Array.isArray(value) && value.every((item) => typeof item === 'string')
const isTime = (/** @type {unknown} */ value) => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** A 'use cache' entry as use-cache.mjs writes it. @param {any} entry @returns {boolean} */
export function isUseCacheEntry(entry) {
  return (
    Boolean(entry) &&
    entry.value instanceof Uint8Array &&
    isStringArray(entry.tags) &&
    isTime(entry.timestamp) &&
    (entry.expire === null || typeof entry.expire === 'number') &&
    typeof entry.revalidate === 'number' &&
    typeof entry.stale === 'number'
  )
}

const ISR_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'FETCH', 'PAGES', 'REDIRECT', 'IMAGE'])

/** A route-cache entry as isr.mjs writes it. @param {any} entry @returns {boolean} */
export function isIsrEntry(entry) {
  return Boolean(entry) && isTime(entry.lastModified) && isStringArray(entry.tags) && (entry.value === null || (typeof entry.value === 'object' && ISR_KINDS.has(entry.value.kind)))
}

/** Seconds a Redis key lives: the entry's expiry, at most 30 days, at least 1 second. @param {number | undefined} seconds */
export function ttlSeconds(seconds) {
  const month = 60 * 60 * 24 * 30
  return Number.isFinite(seconds) && /** @type {number} */ (seconds) > 0 ? Math.min(month, Math.ceil(/** @type {number} */ (seconds))) : month
}
