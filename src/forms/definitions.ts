import type { ZodMiniObject } from 'zod/mini'
import type { FormName } from './constants'

/**
 * How a form's controls map onto its schema: which are lists, files or tick boxes. Each form
 * component imports only its own definition, so the browser loads one schema, not four.
 */
export interface FormDefinition {
  readonly name: FormName
  readonly schema: ZodMiniObject
  /** Each control's visible label, in the form's order. */
  readonly labels: Readonly<Record<string, string>>
  readonly lists?: readonly string[]
  readonly files?: readonly string[]
  readonly ticks?: readonly string[]
}

/** What the visitor typed, ready to show again (files cannot be put back into a file input). */
export type TypedValues = Record<string, string | readonly string[] | boolean>
export type FieldErrors = Record<string, string>

export type Validation = { ok: true; values: Record<string, unknown> } | { ok: false; errors: FieldErrors }

/**
 * Text as the store can keep it. PostgreSQL's jsonb refuses U+0000 and unpaired surrogates, so a
 * post holding one failed to store and the visitor was told to try again (found by the fuzz test,
 * tests/fuzz). Control characters other than tab and line breaks carry nothing a person typed.
 */
export function storableText(value: string): string {
  return value
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
}

/** FormData → plain values: strings, lists of strings, booleans for ticks, a File or nothing. */
export function readForm(definition: FormDefinition, data: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const key of Object.keys(definition.schema._zod.def.shape)) {
    if (definition.ticks?.includes(key)) values[key] = data.has(key)
    else if (definition.lists?.includes(key)) values[key] = data.getAll(key).flatMap((item) => (typeof item === 'string' ? [storableText(item)] : []))
    else if (definition.files?.includes(key)) values[key] = chosenFile(data.get(key))
    else {
      const value = data.get(key)
      if (typeof value === 'string') values[key] = storableText(value)
    }
  }
  return values
}

/** An empty file input posts a nameless, empty file: treat it as no file. */
function chosenFile(value: FormDataEntryValue | null): File | undefined {
  return typeof value === 'object' && value !== null && (value.size > 0 || value.name !== '') ? value : undefined
}

export function validate(definition: FormDefinition, values: Record<string, unknown>): Validation {
  const result = definition.schema.safeParse(values)
  if (result.success) return { ok: true, values: result.data as Record<string, unknown> }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message
  }
  return { ok: false, errors }
}

export function typedValues(values: Record<string, unknown>): TypedValues {
  const typed: TypedValues = {}
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'boolean') typed[key] = value
    else if (Array.isArray(value)) typed[key] = value.filter((item): item is string => typeof item === 'string')
  }
  return typed
}
