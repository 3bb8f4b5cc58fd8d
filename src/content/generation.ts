/**
 * A counter of "content on disk may have changed" (a publish webhook or `npm run content:refresh`
 * naming everything). The embedded adapter reads content/ once and keeps it; it reads again when
 * this moves. Every instance hears of the change through the invalidation bus (src/cache/bus.ts,
 * listened to in src/content/port.ts), so each reads its content/ again.
 */
let generation = 0

export function contentGeneration(): number {
  return generation
}

export function reloadEmbeddedContent(): void {
  generation += 1
}
