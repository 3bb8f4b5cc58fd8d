import type { NhsBandSet } from './model'

/**
 * The NHS charge bands in force on a day, and the day the next set takes over: a page that shows
 * the bands is cached no longer than that, so it never shows last year's set after 1 April.
 */
export function bandsInForce(sets: readonly NhsBandSet[], date: string): NhsBandSet | undefined {
  return sets.filter((set) => set.from <= date).sort((a, b) => (a.from < b.from ? 1 : -1))[0]
}

export function nextBandChange(sets: readonly NhsBandSet[], date: string): string | undefined {
  return sets
    .map((set) => set.from)
    .filter((from) => from > date)
    .sort()[0]
}
