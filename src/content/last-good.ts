/**
 * Keeps the last good answer of every content call in this process, so that a CMS failure
 * serves what was last seen instead of a blank page (docs/decisions/001-rendering-and-caching.md).
 *
 * Bounded by bytes, least recently used first out (issue 23, point 3), and only for content that
 * exists: a miss (an unknown slug, a page past the end, search results) is never remembered, so
 * a loop of invented URLs cannot fill it or push real pages out.
 */

export type Loaded<T> = { readonly ok: true; readonly value: T; readonly stale: boolean } | { readonly ok: false }

/** Enough for every page and post of a large practice site several times over. */
export const MAX_BYTES = 32 * 1024 * 1024

interface Remembered {
  readonly value: unknown
  readonly bytes: number
}

const memory = new Map<string, Remembered>()
let total = 0

/** Roughly what a value holds: the length of its JSON, at two bytes a character. */
function sizeOf(value: unknown): number {
  return (JSON.stringify(value)?.length ?? 0) * 2
}

function forget(key: string) {
  const old = memory.get(key)
  if (!old) return
  memory.delete(key)
  total -= old.bytes
}

function remember(key: string, value: unknown, maxBytes: number) {
  forget(key)
  const bytes = sizeOf(value)
  if (bytes > maxBytes) return
  memory.set(key, { value, bytes })
  total += bytes
  for (const [oldest, item] of memory) {
    if (total <= maxBytes) break
    memory.delete(oldest)
    total -= item.bytes
  }
}

function recall(key: string): Remembered | undefined {
  const item = memory.get(key)
  if (item) {
    // Most recently used last: Map keeps insertion order.
    memory.delete(key)
    memory.set(key, item)
  }
  return item
}

export type FailureLogger = (message: string, error: unknown) => void

const logToConsole: FailureLogger = (message, error) => {
  console.error(`${message}: ${error instanceof Error ? error.message : String(error)}`)
}

export interface LastGoodOptions<T> {
  /** False for a miss, which is not kept (default: everything is kept). */
  readonly keep?: (value: T) => boolean
  readonly log?: FailureLogger
  readonly maxBytes?: number
}

export async function withLastGood<T>(key: string, load: () => Promise<T>, failureMessage: string, options: LastGoodOptions<T> = {}): Promise<Loaded<T>> {
  const { keep = () => true, log = logToConsole, maxBytes = MAX_BYTES } = options
  try {
    const value = await load()
    if (keep(value)) remember(key, value, maxBytes)
    else forget(key)
    return { ok: true, value, stale: false }
  } catch (error) {
    log(failureMessage, error)
    const item = recall(key)
    if (item) return { ok: true, value: item.value as T, stale: true }
    return { ok: false }
  }
}

/** For tests and the memory check: how many bytes are kept now. */
export function lastGoodBytes(): number {
  return total
}

/** For tests: forget everything. */
export function forgetLastGood() {
  memory.clear()
  total = 0
}
