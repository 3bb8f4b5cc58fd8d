import { optionIdOf } from '../../../src/practice/option-id'

/** The site's own derivation (src/practice/option-id.ts): a new option's id is made as the website would make it. */
export { optionIdOf }

/**
 * The id a new option named `name` gets: its derived id, or with `-2`, `-3`… where another option
 * of the practice has it already (ids are unique across the whole model). '' when the name has no
 * letter or digit to make one of.
 */
export function newOptionId(name: string, taken: Iterable<string>): string {
  const base = optionIdOf(name)
  if (!base) return ''
  const used = new Set(taken)
  if (!used.has(base)) return base
  let suffix = 2
  while (used.has(`${base}-${suffix}`)) suffix += 1
  return `${base}-${suffix}`
}
