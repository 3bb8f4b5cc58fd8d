/** A small full-text match: every query word must appear; title hits rank first. */

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

export function queryWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

export interface Searchable {
  readonly title: string
  readonly body: string
}

/** A score above zero when every word matches somewhere; higher when words appear in the title. */
export function scoreMatch(item: Searchable, words: readonly string[]): number {
  if (words.length === 0) return 0
  const title = fold(item.title)
  const body = fold(item.body)
  let score = 0
  for (const word of words) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u')
    const inTitle = pattern.test(title)
    if (!inTitle && !pattern.test(body)) return 0
    score += inTitle ? 3 : 1
  }
  return score
}
