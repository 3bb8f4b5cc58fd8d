/**
 * A process-wide counter of "content on disk may have changed" (npm run content:refresh). The
 * embedded adapter reads content/ once and keeps it; it reads again when this moves. On globalThis
 * because Next.js may load this module once per route bundle, and the webhook route must reach
 * the copy the pages use.
 *
 * Several instances (issue 12): the refresh webhook reaches one instance, but its expiry of the
 * `content` tag reaches all through the shared cache (cache-handlers/shared.mjs publishes what
 * this process knows of a tag's expiry). That time is part of the generation, so every instance
 * reads its content/ again once any of them was told to.
 */
const key = Symbol.for('larkspur.content.generation')
const sharedExpiry = Symbol.for('larkspur.cache.tag-expiry')
type Holder = { [key]?: number; [sharedExpiry]?: (tag: string) => number }

export function contentGeneration(): string {
  const holder = globalThis as Holder
  return `${holder[key] ?? 0}:${holder[sharedExpiry]?.('content') ?? 0}`
}

export function reloadEmbeddedContent(): void {
  const holder = globalThis as Holder
  holder[key] = (holder[key] ?? 0) + 1
}
