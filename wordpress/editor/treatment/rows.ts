import type { PriceOption } from './types'

/** The rows with the one at `index` moved one place up (-1) or down (1); unchanged at either end. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by
  const list = [...rows]
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list
  const [row] = list.splice(index, 1) as [T]
  list.splice(to, 0, row)
  return list
}

export const replaceRow = <T>(rows: readonly T[], index: number, row: T): T[] => rows.map((each, at) => (at === index ? row : each))

export const removeRow = <T>(rows: readonly T[], index: number): T[] => rows.filter((_, at) => at !== index)

/**
 * A record with `key` set, or without it when the value is empty ('' or undefined): the meta's
 * optional fields are absent rather than empty, as the website's model expects them.
 */
export function withOptional<T extends object, K extends keyof T>(record: T, key: K, value: T[K] | '' | undefined): T {
  const copy = { ...record }
  if (value === '' || value === undefined) delete copy[key]
  else copy[key] = value as T[K]
  return copy
}

/**
 * The options with the one at `index` the treatment's representative example (CONC 3.5.5R: the
 * finance example is one price a patient buys), and no other: one per treatment.
 */
export const withRepresentative = (options: readonly PriceOption[], index: number): PriceOption[] =>
  options.map((option, at) => (at === index ? { ...option, representative: true } : withOptional(option, 'representative', undefined)))
