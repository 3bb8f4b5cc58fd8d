import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What one request's render learned about its content, for the route cache
 * (src/middleware.ts): the tags of every content call it made, and whether any answer was a last
 * good copy served because the CMS failed (then the page is cached only briefly, so recovery shows
 * within seconds). The content port notes into it; nothing else needs to pass it around.
 */
export interface RenderFacts {
  readonly tags: Set<string>
  stale: boolean
  /** The instant (ms) after which the page says something untrue (the NHS bands of /fees change). */
  expiresAt?: number
}

const storage = new AsyncLocalStorage<RenderFacts>()

export function withRenderFacts<T>(run: () => T): { facts: RenderFacts; result: T } {
  const facts: RenderFacts = { tags: new Set(), stale: false }
  return { facts, result: storage.run(facts, run) }
}

/** Called by the content port for each call a render makes. */
export function noteContent(tags: readonly string[], stale: boolean): void {
  const facts = storage.getStore()
  if (!facts) return
  for (const tag of tags) facts.tags.add(tag)
  if (stale) facts.stale = true
}

/** Called by a page whose content changes meaning at a known instant: it is kept no later than that. */
export function noteExpiry(at: number): void {
  const facts = storage.getStore()
  if (!facts) return
  facts.expiresAt = Math.min(facts.expiresAt ?? Infinity, at)
}
