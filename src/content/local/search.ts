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

/**
 * Each item's folded text, kept per item object: the posts of one load are folded on their first
 * search, not on every search (issue 34, point 6). A content reload makes new post objects, so their
 * text is folded afresh, and the old entries go with the old objects.
 */
const folded = new WeakMap<object, Searchable>()

function foldedText<T extends object>(item: T, text: (item: T) => Searchable): Searchable {
  let kept = folded.get(item)
  if (!kept) {
    const { title, body } = text(item)
    kept = { title: fold(title), body: fold(body) }
    folded.set(item, kept)
  }
  return kept
}

/** A word matched at the start of a word (`marma` finds `marmalade`, `armalade` does not). */
const wordStart = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u')

/**
 * The items holding every word of the query, each with its score (higher when words appear in the
 * title), in the order given. `text` gives an item's title and body; it is asked once per item object.
 */
export function searchMatches<T extends object>(items: readonly T[], query: string, text: (item: T) => Searchable): Array<{ item: T; score: number }> {
  const patterns = queryWords(query).map(wordStart)
  if (patterns.length === 0) return []
  const matches: Array<{ item: T; score: number }> = []
  for (const item of items) {
    const { title, body } = foldedText(item, text)
    let score = 0
    for (const pattern of patterns) {
      const inTitle = pattern.test(title)
      if (!inTitle && !pattern.test(body)) {
        score = 0
        break
      }
      score += inTitle ? 3 : 1
    }
    if (score > 0) matches.push({ item, score })
  }
  return matches
}
