import { toJSONSchema } from 'zod/mini'
import { HONEYPOT_FIELD } from './constants'
import type { FormDefinition, TypedValues } from './definitions'

/**
 * What of a post may come back to the visitor in the answer (issue 27, point 1): each field cut to
 * its own limit, read from the form's schema (zod's public JSON Schema export, so the limit the
 * server checks is the limit it echoes), never more. Text up to its maxLength; a choice only when
 * it is one of its options; a list only of listed items, no more of them than the list holds; a
 * tick as a boolean. Files never come back, nor a field the schema does not name. A field whose
 * schema states no limit is not echoed at all (src/forms/echo.test.ts checks that none is left so).
 * A 9 MiB "comments" was echoed whole, in the field, in the action state and once per island.
 */
type EchoRule =
  | { readonly kind: 'text'; readonly max: number }
  | { readonly kind: 'choice'; readonly options: ReadonlySet<string> }
  | { readonly kind: 'list'; readonly options: ReadonlySet<string>; readonly max: number }
  | { readonly kind: 'tick' }

interface JsonField {
  readonly type?: string
  readonly format?: string
  readonly maxLength?: number
  readonly maxItems?: number
  readonly enum?: readonly unknown[]
  readonly items?: JsonField
}

const strings = (values: readonly unknown[]) => new Set(values.filter((value): value is string => typeof value === 'string'))

function ruleOf(field: JsonField): EchoRule | undefined {
  if (field.format === 'binary') return undefined
  if (field.type === 'boolean') return { kind: 'tick' }
  if (field.type === 'array') {
    const options = field.items?.enum
    return options && field.maxItems !== undefined ? { kind: 'list', options: strings(options), max: field.maxItems } : undefined
  }
  if (field.enum) return { kind: 'choice', options: strings(field.enum) }
  if (field.type === 'string' && field.maxLength !== undefined) return { kind: 'text', max: field.maxLength }
  return undefined
}

const rulesCache = new WeakMap<FormDefinition, ReadonlyMap<string, EchoRule>>()

/** Each field's echo rule, from the form's schema (made once per form). */
export function echoRules(definition: FormDefinition): ReadonlyMap<string, EchoRule> {
  const cached = rulesCache.get(definition)
  if (cached) return cached
  const json = toJSONSchema(definition.schema, { unrepresentable: 'any', io: 'input' }) as { properties?: Record<string, JsonField> }
  const rules = new Map<string, EchoRule>()
  for (const [name, field] of Object.entries(json.properties ?? {})) {
    const rule = ruleOf(field)
    if (rule) rules.set(name, rule)
  }
  rulesCache.set(definition, rules)
  return rules
}

/** At most `max` UTF-16 units (as maxLength counts), without leaving half of a surrogate pair. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value
  const head = value.slice(0, max)
  const last = head.charCodeAt(head.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? head.slice(0, -1) : head
}

/** The typed values of `values` (as readForm gives them) that may be shown again, each within its limit. */
export function echoedValues(definition: FormDefinition, values: Readonly<Record<string, unknown>>): TypedValues {
  const echoed: TypedValues = {}
  for (const [name, rule] of echoRules(definition)) {
    const value = values[name]
    if (rule.kind === 'text' && typeof value === 'string') echoed[name] = cut(value, rule.max)
    else if (rule.kind === 'choice' && typeof value === 'string' && rule.options.has(value)) echoed[name] = value
    else if (rule.kind === 'tick' && typeof value === 'boolean') echoed[name] = value
    else if (rule.kind === 'list' && Array.isArray(value)) {
      echoed[name] = value.filter((item): item is string => typeof item === 'string' && rule.options.has(item)).slice(0, rule.max)
    }
  }
  return echoed
}

/**
 * Whether a post holds only fields its form has (and the honeypot): what our forms send, with or
 * without JavaScript. A post with others was not made by our form, and its answer echoes nothing:
 * some names make the framework copy the answer onto every island of the page (@astrojs/react
 * does so for a post holding React's own form-action key), and no field of ours needs that.
 */
export function holdsOnlyItsFields(definition: FormDefinition, data: FormData): boolean {
  const names = echoRules(definition)
  for (const name of data.keys()) if (!names.has(name) && !definition.files?.includes(name) && name !== HONEYPOT_FIELD) return false
  return true
}
