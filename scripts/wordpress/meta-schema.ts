/**
 * The practice plugin's post-meta REST schemas, generated from the site's zod model (issue 36) so
 * the two cannot drift: each meta key of a clinic and a treatment is mapped to the model's own
 * sub-schema, turned into JSON Schema (draft 4, the input side: an option's id may be absent) and
 * reduced to what WordPress 6.1's rest_validate_value_from_schema understands.
 *
 *   npm run wp:schema     writes wordpress/mu-plugins/larkspur-practice/build/meta-schema.json
 * meta-schema.test.ts fails when what is checked in differs from what this writes.
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { MAX_PROBLEMS, MODEL_BOUNDS } from '../../src/practice/bounds'
import { clinicSchema, treatmentSchema } from '../../src/practice/model'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const META_SCHEMA_FILE = join(root, 'wordpress/mu-plugins/larkspur-practice/build/meta-schema.json')

/** Where each meta key's value sits in the model's record: snake_case keys, some flattened from nested objects. */
export const CLINIC_META = {
  main: ['main'],
  street: ['address', 'street'],
  locality: ['address', 'locality'],
  region: ['address', 'region'],
  postcode: ['address', 'postcode'],
  latitude: ['geo', 'latitude'],
  longitude: ['geo', 'longitude'],
  phone: ['phone'],
  appointments_phone: ['appointmentsPhone'],
  whatsapp: ['whatsapp'],
  email: ['email'],
  hours: ['hours'],
  bank_holidays: ['bankHolidays'],
  exceptions: ['exceptions'],
  public_transport: ['directions', 'publicTransport'],
  by_car: ['directions', 'byCar'],
  step_free_access: ['directions', 'stepFreeAccess'],
  care: ['care'],
  cqc_location: ['cqcLocation'],
  booking_url: ['bookingUrl'],
  team: ['team'],
} as const satisfies Record<string, readonly string[]>

export const TREATMENT_META = {
  options: ['options'],
  visits: ['visits'],
  chair_time: ['chairTime'],
  recovery: ['recovery'],
  providers: ['providers'],
  clinics: ['clinics'],
  nhs_at: ['nhsAt'],
  finance: ['finance'],
  prescription_only: ['prescriptionOnly'],
  requires: ['requires'],
  extras: ['extras'],
  // Each case less `unretouched`: the editor states that once for all of them (cases_unretouched).
  cases: ['cases'],
} as const satisfies Record<string, readonly string[]>

/** The editor's statement that the cases' photographs are genuine, unretouched and consented: the model's `unretouched: true` on every case. */
const CASES_UNRETOUCHED = 'cases_unretouched'

type Json = { [key: string]: unknown }

/** The keywords WordPress 6.1 validates (rest_get_allowed_schema_keywords, plus draft 4's `required` list). */
const WORDPRESS_KEYWORDS = new Set(['title', 'description', 'default', 'type', 'format', 'enum', 'items', 'properties', 'additionalProperties', 'patternProperties', 'minProperties', 'maxProperties', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'anyOf', 'oneOf', 'required'])

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * One JSON Schema node as WordPress 6.1 reads it: `const` as an enum of one; a record keyed by an
 * enum (`propertyNames`, which WordPress ignores) as one property per key; every object closed
 * (WordPress closes meta objects anyway); `default` only at the top, where REST reads an unset
 * field as it. Anything else WordPress would silently skip (a `$ref`, `allOf`, `not`) throws here.
 */
function forWordPress(node: Json, top: boolean): Json {
  const { $schema: _schema, const: constant, propertyNames, default: fallback, ...rest } = node
  const out: Json = { ...rest }
  if (constant !== undefined) out.enum = [constant]
  if (propertyNames !== undefined) {
    const keys = isJson(propertyNames) ? propertyNames.enum : undefined
    if (!Array.isArray(keys) || !isJson(rest.additionalProperties) || rest.properties) throw new Error(`meta-schema: a record WordPress cannot check: ${JSON.stringify(node)}`)
    out.properties = Object.fromEntries(keys.map((key) => [String(key), rest.additionalProperties]))
    out.additionalProperties = false
  }
  if (top && fallback !== undefined) out.default = fallback
  if (out.type === 'object' && out.additionalProperties === undefined) out.additionalProperties = false
  for (const [key, value] of Object.entries(out)) {
    if (!WORDPRESS_KEYWORDS.has(key)) throw new Error(`meta-schema: WordPress 6.1 does not check "${key}" (${JSON.stringify(node)})`)
    if (key === 'properties' && isJson(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, forWordPress(child as Json, false)]))
    else if ((key === 'items' || key === 'additionalProperties') && isJson(value)) out[key] = forWordPress(value, false)
    else if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) out[key] = value.map((child: Json) => forWordPress(child, false))
  }
  return out
}

/**
 * The input side of a sub-schema as draft 4. Draft 4 has no `propertyNames`, so a record keyed by
 * an enum (a clinic's hours by day) would lose its keys: they are put back for forWordPress.
 */
function toJsonSchema(schema: z.core.$ZodType): Json {
  return z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-4',
    override: ({ zodSchema, jsonSchema }) => {
      const keys = zodSchema._zod.def.type === 'record' ? (zodSchema as z.core.$ZodRecord)._zod.def.keyType._zod.values : undefined
      if (keys) jsonSchema.propertyNames = { enum: [...keys].map(String) }
    },
  }) as Json
}

/** The model's sub-schema at a path of object keys. */
function schemaAt(record: z.ZodObject, path: readonly string[]): z.ZodType {
  let schema: z.ZodType = record
  for (const key of path) {
    if (!(schema instanceof z.ZodObject)) throw new Error(`meta-schema: ${path.join('.')} is not in the model`)
    schema = schema.shape[key] as z.ZodType
  }
  return schema
}

/**
 * An optional text of the model is stored as '' when absent (the plugin's edit box, seed.php, and
 * the REST route that reads them back): '' is accepted beside the model's own rule.
 */
function orEmpty(schema: Json): Json {
  const { minLength, ...rest } = schema
  if (typeof minLength === 'number' && minLength > 1) throw new Error(`meta-schema: an optional text with a minimum length: ${JSON.stringify(schema)}`)
  return typeof rest.pattern === 'string' ? { ...rest, pattern: `^$|${rest.pattern}` } : rest
}

function metaSchemas(record: z.ZodObject, meta: Record<string, readonly string[]>): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(meta).map(([key, path]) => {
      const schema = schemaAt(record, path)
      const json = forWordPress(toJsonSchema(schema), true)
      return [key, schema instanceof z.ZodOptional && json.type === 'string' ? orEmpty(json) : json]
    }),
  )
}

/**
 * A photograph as the plugin stores it: the model's link, or a file of this WordPress's Media
 * Library at http (a WordPress on http gives its uploads so; rest.php serves them as the site's own
 * /wp-content/uploads/ path, which the model takes).
 */
const MEDIA_LIBRARY_HTTP = String.raw`^http://[^\p{Cc}\s\\/?#]+/wp-content/uploads/[^\p{Cc}\s\\]*$`

/** The cases as stored: each less `unretouched`, which the treatment's statement gives. */
function storedCases(cases: Json): Json {
  const items = cases.items as Json
  const { unretouched: _unretouched, ...properties } = items.properties as Json
  const photograph = (side: unknown): Json => {
    const { src, ...rest } = (side as Json).properties as Json
    return { ...(side as Json), properties: { src: { ...(src as Json), pattern: `${(src as Json).pattern as string}|${MEDIA_LIBRARY_HTTP}` }, ...rest } }
  }
  const stored = { ...properties, before: photograph(properties.before), after: photograph(properties.after) }
  return { ...cases, items: { ...items, properties: stored, required: (items.required as string[]).filter((name) => name !== 'unretouched') } }
}

/**
 * `{clinic: {meta key: schema}, treatment: {…}, bounds: {…}}`, as build/meta-schema.json holds it.
 * The schemas carry the model's maxItems and maxLength; `bounds` is the model's own object
 * (src/practice/bounds.ts: the number of records of each type, the model's size in bytes, the most
 * problems a check answers), for what the plugin checks beyond one field (issue 44).
 */
export function metaSchema(): { clinic: Record<string, Json>; treatment: Record<string, Json>; bounds: typeof MODEL_BOUNDS & { maxProblems: number } } {
  const treatment = metaSchemas(treatmentSchema, TREATMENT_META)
  if (!treatment.cases) throw new Error('meta-schema: a treatment has no cases')
  return {
    clinic: metaSchemas(clinicSchema, CLINIC_META),
    treatment: { ...treatment, cases: storedCases(treatment.cases), [CASES_UNRETOUCHED]: forWordPress(toJsonSchema(z.boolean().default(false)), true) },
    bounds: { ...MODEL_BOUNDS, maxProblems: MAX_PROBLEMS },
  }
}

/** The file's text: two-space JSON, one trailing newline. */
export const metaSchemaText = (): string => `${JSON.stringify(metaSchema(), null, 2)}\n`

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(META_SCHEMA_FILE, metaSchemaText())
  console.log(`wrote ${META_SCHEMA_FILE}`)
}
