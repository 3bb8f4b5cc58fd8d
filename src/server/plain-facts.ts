import { readPractice } from '@/content/local/practice'
import { siteFacts, type SiteFacts } from '@/practice/site-facts'

/**
 * The facts of the plain pages the server entry answers without Astro (a refused body, a 404 or
 * 500 outside the app): the latest the app read through the content port (src/middleware/page-context.ts
 * tells it on every request), and before the app's first render, the embedded model of content/.
 */
let latest: SiteFacts | undefined
let embedded: SiteFacts | undefined

export async function loadEmbeddedFacts(contentDir: string): Promise<void> {
  embedded = siteFacts(await readPractice(contentDir))
}

export function noteSiteFacts(facts: SiteFacts): void {
  latest = facts
}

export function plainFacts(): SiteFacts {
  const facts = latest ?? embedded
  if (!facts) throw new Error('plainFacts() before loadEmbeddedFacts()')
  return facts
}
