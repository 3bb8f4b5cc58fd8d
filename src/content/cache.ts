import { ByteLru, jsonBytes } from '@/lib/byte-lru'
import { createLogger } from '@/lib/log'
import type { Loaded } from './last-good'
import { ContentUnavailableError } from './types'

/**
 * The one tagged cache for content data (docs/decisions/010-islands.md): what the CMS answered,
 * per call, with the promises of decision 001.
 *
 * - Fresh for 5 minutes, then served as it is while it is loaded again in the background.
 * - A failed load keeps the last good answer, for up to 30 days, marked `stale`.
 * - A failure is remembered for 5 seconds: the CMS is not asked again before then, unless a
 *   publish came after that load was asked (the editor's corrected save must not wait it out).
 * - An invalidated tag (a publish webhook) makes the next read load afresh, waiting for it; if
 *   that fails, the last good answer still serves.
 * - Only what exists is kept for long. A miss (an unknown slug, a page past the end, search
 *   results) lives a minute in a small store of its own, and is never a last good copy, so a loop
 *   of invented URLs cannot grow memory or push real content out (issue 23, point 3).
 */
export interface ContentCacheOptions {
  readonly freshMs?: number
  readonly keepMs?: number
  readonly failureMs?: number
  readonly missMs?: number
  /** Bytes for content that exists. */
  readonly maxBytes?: number
  /** Bytes for misses. */
  readonly maxMissBytes?: number
  readonly now?: () => number
  readonly log?: (message: string, error: unknown) => void
}

const contentLog = createLogger('content')

/**
 * A failed load, as the log may see it (issue 27, point 6): the call's page-specific message
 * (docs/requirements.md §8), then, for the adapters' own ContentUnavailableError, its message,
 * which names the call by method and path and never its query (src/content/wordpress/client.ts),
 * and the error's class and code. Any other error's message is left out: it could quote a URL
 * with a visitor's search words in it.
 */
export function logLoadFailure(message: string, error: unknown): void {
  const detail = error instanceof ContentUnavailableError ? `: ${error.message}` : ''
  contentLog.error(`${message}${detail}`, { error })
}

export interface CachedCall<T> {
  /** Identifies the answer: the same key is the same question to the CMS. */
  readonly key: string
  /** What invalidates it (src/content/tags.ts). */
  readonly tags: readonly string[]
  /** The page-specific message logged when it fails (docs/requirements.md §8). */
  readonly failure: string
  readonly load: () => Promise<T>
  /** True for an answer that is a miss: kept briefly, never as a last good copy. */
  readonly isMiss?: (value: T) => boolean
}

interface Entry {
  readonly value: unknown
  readonly tags: readonly string[]
  readonly storedAt: number
  /** When a load after this answer failed: it is then served as stale. */
  failedAt?: number
  /** When that failed load was asked: a publish after it is news the failure has not seen. */
  failedAskedAt?: number
  /** When one of its tags was invalidated: the next read loads afresh. */
  invalidatedAt?: number
}

export interface ContentCache {
  get<T>(call: CachedCall<T>): Promise<Loaded<T>>
  /** Marks every answer carrying one of these tags, stored at `at` or before (default now), as out of date. */
  invalidate(tags: readonly string[], at?: number): void
  /** Forgets everything (tests, `content:refresh` of the embedded content). */
  clear(): void
  readonly stats: () => { entries: number; bytes: number; misses: number; missBytes: number }
}

const MINUTE = 60_000

export function createContentCache(options: ContentCacheOptions = {}): ContentCache {
  const freshMs = options.freshMs ?? 5 * MINUTE
  const keepMs = options.keepMs ?? 30 * 24 * 60 * MINUTE
  const failureMs = options.failureMs ?? 5_000
  const missMs = options.missMs ?? MINUTE
  const now = options.now ?? Date.now
  const log = options.log ?? logLoadFailure
  const hits = new ByteLru<Entry>(options.maxBytes ?? 32 * 1024 * 1024)
  const misses = new ByteLru<Entry>(options.maxMissBytes ?? 4 * 1024 * 1024)
  /** Keys whose last load failed, with when: nothing was cached for them. */
  const failures = new ByteLru<number>(256 * 1024)
  const inflight = new Map<string, Promise<unknown>>()

  function store<T>(call: CachedCall<T>, value: T) {
    const entry: Entry = { value, tags: call.tags, storedAt: now() }
    const bytes = jsonBytes(value) + call.key.length * 2
    if (call.isMiss?.(value)) {
      hits.delete(call.key)
      misses.set(call.key, entry, bytes)
    } else {
      misses.delete(call.key)
      hits.set(call.key, entry, bytes)
    }
    failures.delete(call.key)
  }

  /** One load per key at a time; its outcome is stored, or noted as a failure. */
  function load<T>(call: CachedCall<T>): Promise<T> {
    const running = inflight.get(call.key) as Promise<T> | undefined
    if (running) return running
    const askedAt = now()
    const started = call
      .load()
      .then((value) => {
        store(call, value)
        return value
      })
      .catch((error: unknown) => {
        log(call.failure, error)
        const entry = hits.peek(call.key)
        if (entry) {
          entry.failedAt = now()
          entry.failedAskedAt = askedAt
        } else failures.set(call.key, now(), 64 + call.key.length * 2)
        throw error
      })
      .finally(() => inflight.delete(call.key))
    inflight.set(call.key, started)
    return started
  }

  async function get<T>(call: CachedCall<T>): Promise<Loaded<T>> {
    const at = now()
    const miss = misses.get(call.key)
    if (miss && !miss.invalidatedAt && at - miss.storedAt < missMs) return { ok: true, value: miss.value as T, stale: false }
    const entry = hits.get(call.key)
    const recentFailure = Math.max(entry?.failedAt ?? 0, failures.peek(call.key) ?? 0)
    // A publish after the failed load was asked (a corrected save in WordPress) is worth asking again at once.
    const publishedSince = entry?.invalidatedAt !== undefined && entry.invalidatedAt > (entry.failedAskedAt ?? Infinity)
    const failingNow = at - recentFailure < failureMs && !publishedSince
    if (entry && at - entry.storedAt < keepMs) {
      const stale = (entry.failedAt ?? 0) > entry.storedAt
      const fresh = !entry.invalidatedAt && at - entry.storedAt < freshMs
      if (fresh || failingNow) return { ok: true, value: entry.value as T, stale }
      if (!entry.invalidatedAt) {
        // Stale while revalidating: this visitor gets the answer at once.
        load(call).catch(() => undefined)
        return { ok: true, value: entry.value as T, stale }
      }
      // Invalidated by a publish: wait for the new answer, fall back to the old one.
      try {
        return { ok: true, value: await load(call), stale: false }
      } catch {
        return { ok: true, value: entry.value as T, stale: true }
      }
    }
    if (failingNow) return { ok: false }
    try {
      return { ok: true, value: await load(call), stale: false }
    } catch {
      return { ok: false }
    }
  }

  function invalidate(tags: readonly string[], at = now()) {
    const wanted = new Set(tags)
    for (const store of [hits, misses]) {
      for (const [, entry] of store.entries()) if (entry.storedAt <= at && entry.tags.some((tag) => wanted.has(tag))) entry.invalidatedAt = at
    }
  }

  return {
    get,
    invalidate,
    clear() {
      hits.clear()
      misses.clear()
      failures.clear()
    },
    stats: () => ({ entries: hits.size, bytes: hits.bytes, misses: misses.size, missBytes: misses.bytes }),
  }
}
