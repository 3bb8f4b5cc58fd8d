/**
 * A process-wide counter of "content on disk may have changed" (npm run content:refresh). The
 * embedded adapter reads content/ once and keeps it; it reads again when this moves. On globalThis
 * because Next.js may load this module once per route bundle, and the webhook route must reach
 * the copy the pages use.
 */
const key = Symbol.for('larkspur.content.generation')
type Holder = { [key]?: number }

export function contentGeneration(): number {
  return (globalThis as Holder)[key] ?? 0
}

export function reloadEmbeddedContent(): void {
  const holder = globalThis as Holder
  holder[key] = (holder[key] ?? 0) + 1
}
