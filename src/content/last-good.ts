/**
 * Keeps the last good answer of every content call in this process, so that a CMS failure
 * serves what was last seen instead of a blank page (docs/decisions/001-rendering-and-caching.md).
 */

export type Loaded<T> = { readonly ok: true; readonly value: T; readonly stale: boolean } | { readonly ok: false }

const MAX_ENTRIES = 5000
const memory = new Map<string, unknown>()

function remember(key: string, value: unknown) {
  memory.delete(key)
  memory.set(key, value)
  if (memory.size > MAX_ENTRIES) {
    const oldest = memory.keys().next()
    if (!oldest.done) memory.delete(oldest.value)
  }
}

export type FailureLogger = (message: string, error: unknown) => void

const logToConsole: FailureLogger = (message, error) => {
  console.error(`${message}: ${error instanceof Error ? error.message : String(error)}`)
}

export async function withLastGood<T>(
  key: string,
  load: () => Promise<T>,
  failureMessage: string,
  log: FailureLogger = logToConsole,
): Promise<Loaded<T>> {
  try {
    const value = await load()
    remember(key, value)
    return { ok: true, value, stale: false }
  } catch (error) {
    log(failureMessage, error)
    if (memory.has(key)) return { ok: true, value: memory.get(key) as T, stale: true }
    return { ok: false }
  }
}

/** For tests: forget everything. */
export function forgetLastGood() {
  memory.clear()
}
