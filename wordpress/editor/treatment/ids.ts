/**
 * An option's id as the website derives it from a name (src/practice/model.ts optionIdOf, kept in
 * step by ids.test.ts): the editor gives a new option this id when it is added, and keeps it when
 * the option is renamed, so the fee schedule, sections and quotes that name it keep finding it.
 */
export const optionIdOf = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

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
