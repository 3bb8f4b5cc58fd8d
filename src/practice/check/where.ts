import { optionIdOf } from '../model'

/**
 * Where a problem is, in the one path style practiceProblems writes (src/practice/facts.ts, the
 * rules): records by slug and options by id, `group.clinics[<slug>].main`,
 * `treatments[<slug>].options[<option id>]`; anything without a slug (a case, a closure, a fee
 * section) by its index. The site's check answers each problem with the record and the field it
 * belongs to, read from this path (issue 36), so WordPress shows it beside that field.
 */
export type Segment = string | number

/** The arrays whose items are named by a slug or an id rather than their index. */
const NAMED = new Set(['clinics', 'treatments', 'options'])

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A name that reads back as one bracket: none of white space, '.', '[' or ']' (a slug the model refuses may hold them). */
const NAME = /^[^\s.[\]]+$/
const usable = (name: unknown): name is string => typeof name === 'string' && NAME.test(name)

/** An item's name in its array: a record's slug, an option's id (or its name as the model derives it). */
function nameOf(key: Segment | undefined, item: unknown): string | undefined {
  if (typeof key !== 'string' || !NAMED.has(key) || !isRecord(item)) return undefined
  if (usable(item.slug)) return item.slug
  if (key !== 'options') return undefined
  if (usable(item.id)) return item.id
  const derived = typeof item.name === 'string' ? optionIdOf(item.name) : undefined
  return usable(derived) ? derived : undefined
}

/**
 * A zod issue's path written as practiceProblems writes a `where`,
 * walking `model` beside it for the slug of each record at an index.
 */
export function whereOf(path: readonly Segment[], model: unknown): string {
  let where = ''
  let value: unknown = model
  let key: Segment | undefined
  for (const segment of path) {
    const index = typeof segment === 'number' ? segment : undefined
    if (index !== undefined && Array.isArray(value)) {
      const item: unknown = value[index]
      where += `[${nameOf(key, item) ?? index}]`
      value = item
    } else if (index !== undefined) {
      where += `[${index}]`
      value = undefined
    } else {
      where += where === '' ? String(segment) : `.${String(segment)}`
      value = isRecord(value) ? value[String(segment)] : undefined
    }
    key = segment
  }
  return where
}

/** One step of a written path: `.key` (or the first key), or `[bracket]`. */
export type Step = { readonly key: string } | { readonly bracket: string }

const STEP = /\.?([^.[\]\s]+)|\[([^\]]*)\]/y

/** The path at the start of a `where` ('fees.sections[0]' of 'fees.sections[0] (Fees)') and what follows it. */
export function stepsOf(where: string): { steps: Step[]; rest: string } {
  const steps: Step[] = []
  const step = new RegExp(STEP)
  let end = 0
  for (let found = step.exec(where); found; found = step.exec(where)) {
    steps.push(found[1] === undefined ? { bracket: found[2] ?? '' } : { key: found[1] })
    end = step.lastIndex
  }
  return { steps, rest: where.slice(end) }
}

const written = (steps: readonly Step[]) => steps.map((step, index) => ('key' in step ? (index === 0 ? step.key : `.${step.key}`) : `[${step.bracket}]`)).join('')

/**
 * A rule's `where` in the check's style: a rule that walks every string of the model
 * (src/practice/rules/rule.ts, stringsIn) names a record by its index, which is written here as
 * the record's slug. A bracket that already names a record (even a slug of digits only) is kept.
 */
export function normalisedWhere(where: string, model: unknown): string {
  const { steps, rest } = stepsOf(where)
  let value: unknown = model
  let key: string | undefined
  const named = steps.map((step): Step => {
    if ('key' in step) {
      key = step.key
      value = isRecord(value) ? value[step.key] : undefined
      return step
    }
    const items: readonly unknown[] = Array.isArray(value) ? value : []
    const arrayKey = key
    key = undefined
    const byName = items.find((item) => nameOf(arrayKey, item) === step.bracket)
    if (byName !== undefined || !/^\d+$/.test(step.bracket)) {
      value = byName
      return step
    }
    value = items[Number(step.bracket)]
    return { bracket: nameOf(arrayKey, value) ?? step.bracket }
  })
  return written(named) + rest
}

export type RecordKind = 'clinic' | 'treatment' | 'group' | 'fees' | 'finance'

/** The record a problem belongs to, and its field: the record's top-level model key ('options', 'main'). */
export interface Place {
  readonly record: { readonly kind: RecordKind; readonly slug?: string } | null
  readonly field: string | null
}

const keyAt = (steps: readonly Step[], index: number): string | null => {
  const step = steps[index]
  return step !== undefined && 'key' in step ? step.key : null
}
const bracketAt = (steps: readonly Step[], index: number): string | null => {
  const step = steps[index]
  return step !== undefined && 'bracket' in step ? step.bracket : null
}

/** Where a `where` belongs: a clinic or a treatment by its slug, the group, the fees or the finance record; else none. */
export function placeOf(where: string): Place {
  const { steps } = stepsOf(where)
  const top = keyAt(steps, 0)
  if (top === 'group') {
    const clinic = keyAt(steps, 1) === 'clinics' ? bracketAt(steps, 2) : null
    if (clinic !== null) return { record: { kind: 'clinic', slug: clinic }, field: keyAt(steps, 3) }
    return { record: { kind: 'group' }, field: keyAt(steps, 1) }
  }
  if (top === 'treatments') {
    const treatment = bracketAt(steps, 1)
    return treatment === null ? { record: null, field: null } : { record: { kind: 'treatment', slug: treatment }, field: keyAt(steps, 2) }
  }
  if (top === 'fees' || top === 'finance') return { record: { kind: top }, field: keyAt(steps, 1) }
  return { record: null, field: null }
}
