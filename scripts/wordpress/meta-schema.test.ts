import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { MODEL_BOUNDS } from '../../src/practice/bounds'
import { clinicSchema, pricedOptionSchema, sessionSchema, treatmentSchema } from '../../src/practice/model'
import { embeddedPractice } from '../../tests/embedded-facts'
import { CLINIC_META, META_SCHEMA_FILE, metaSchema, metaSchemaText, TREATMENT_META } from './meta-schema'

type Kind = 'clinic' | 'treatment'
type Check = { kind: Kind; key: string; value: unknown }

const get = (record: object, keys: readonly string[]): unknown => keys.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record)

/** A parsed record as its post meta, as seed.php stores it: an absent text as '', each case less `unretouched`. */
function metaOf(record: object, meta: Record<string, readonly string[]>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(meta).map(([key, keys]) => {
      const value = get(record, keys) ?? ''
      return [key, key === 'cases' ? (value as Array<Record<string, unknown>>).map(({ unretouched: _, ...rest }) => rest) : value]
    }),
  )
}

/** Every key path to a leaf of an object schema (nested objects opened, as the meta flattens them). */
function leaves(schema: z.ZodObject, prefix: string[] = []): string[] {
  return Object.entries(schema.shape).flatMap(([key, child]) => (child instanceof z.ZodObject ? leaves(child, [...prefix, key]) : [[...prefix, key].join('.')]))
}

describe('the practice plugin\'s meta schemas, generated from the site\'s model', () => {
  it('are what the model generates today (run `npm run wp:schema` after changing src/practice/model.ts)', () => {
    expect(existsSync(META_SCHEMA_FILE), `${META_SCHEMA_FILE} is missing`).toBe(true)
    expect(readFileSync(META_SCHEMA_FILE, 'utf8'), `${META_SCHEMA_FILE} is stale`).toBe(metaSchemaText())
  })

  it('use nothing WordPress 6.1 would skip unchecked: no $ref, const, propertyNames, allOf or $schema', () => {
    const keys = new Set<string>()
    JSON.stringify(metaSchema(), (key, value: unknown) => (keys.add(key), value))
    for (const keyword of ['$ref', 'const', 'propertyNames', 'allOf', 'not', '$schema', 'definitions', '$defs']) expect(keys).not.toContain(keyword)
  })

  it('give every fact of a clinic and a treatment a meta key (but the post\'s own title and slug, and the country, always GB)', () => {
    const mapped = (meta: Record<string, readonly string[]>) => Object.values(meta).map((keys) => keys.join('.')).sort()
    expect(mapped(CLINIC_META)).toEqual(leaves(clinicSchema).filter((key) => !['slug', 'name', 'address.country'].includes(key)).sort())
    expect(mapped(TREATMENT_META)).toEqual(leaves(treatmentSchema).filter((key) => !['slug', 'name'].includes(key)).sort())
  })
})

const wordpress = existsSync('/usr/share/wordpress/wp-includes/rest-api.php')
const script = path.join(import.meta.dirname, '../../tests/wordpress/meta-schema.php')

/** WordPress 6.1's own rest_validate_value_from_schema on each value, with the plugin's schemas. */
function validate(checks: Check[]): { results: Array<Check & { valid: boolean; message: string | null }>; patterns: Array<{ pattern: string; compiles: boolean }> } {
  return JSON.parse(execFileSync('php', [script], { input: JSON.stringify(checks), encoding: 'utf8' }))
}

/** A before-and-after case with this before photograph, as the edit box stores it. */
const mediaCase = (before: string) => ({ before: { src: before, alt: 'Before' }, after: { src: 'https://photos.example/after.jpg', alt: 'After' }, consentDate: '2025-11-03', clinician: 'eleanor-marsh', timescale: 'Three weeks' })

describe.skipIf(!wordpress)('the meta schemas in WordPress 6.1 (php-cli)', () => {
  const main = () => embeddedPractice().group.clinics.find((clinic) => clinic.main)
  // WordPress names the field (meta.<key>) in every refusal but an unknown key's, where it names the key.
  const refusals: Array<{ name: string; check: Check; model: () => boolean; names?: string }> = [
    { name: 'a javascript: CQC link', check: { kind: 'clinic', key: 'cqc_location', value: 'javascript:alert(1)' }, model: () => clinicSchema.shape.cqcLocation.safeParse('javascript:alert(1)').success },
    { name: 'an http: booking link', check: { kind: 'clinic', key: 'booking_url', value: 'http://book.example/' }, model: () => clinicSchema.shape.bookingUrl.safeParse('http://book.example/').success },
    { name: "a session opening at '25:00'", check: { kind: 'clinic', key: 'hours', value: { monday: [{ opens: '25:00', closes: '23:00' }] } }, model: () => sessionSchema.safeParse({ opens: '25:00', closes: '23:00' }).success },
    { name: 'hours on a day that is not one', check: { kind: 'clinic', key: 'hours', value: { funday: main()?.hours.monday ?? [] } }, model: () => clinicSchema.shape.hours.safeParse({ funday: [] }).success, names: 'funday' },
    { name: 'a phone not written as a UK number', check: { kind: 'clinic', key: 'phone', value: '+44 1632 960000' }, model: () => clinicSchema.shape.phone.safeParse('+44 1632 960000').success },
    { name: 'an option without a name', check: { kind: 'treatment', key: 'options', value: [{ from: 95 }] }, model: () => pricedOptionSchema.safeParse({ from: 95 }).success },
    { name: 'a photograph at http elsewhere', check: { kind: 'treatment', key: 'cases', value: [mediaCase('http://photos.elsewhere.example/before.jpg')] }, model: () => treatmentSchema.shape.cases.safeParse([{ ...mediaCase('http://photos.elsewhere.example/before.jpg'), unretouched: true }]).success },
    { name: 'more options than a treatment may have', check: { kind: 'treatment', key: 'options', value: Array.from({ length: MODEL_BOUNDS.options + 1 }, (_, index) => ({ name: `Option ${index}`, from: 95 })) }, model: () => treatmentSchema.shape.options.safeParse(Array.from({ length: MODEL_BOUNDS.options + 1 }, (_, index) => ({ name: `Option ${index}`, from: 95 }))).success },
    { name: 'directions longer than a page affords', check: { kind: 'clinic', key: 'by_car', value: 'é'.repeat(MODEL_BOUNDS.prose + 1) }, model: () => clinicSchema.shape.directions.shape.byCar.safeParse('é'.repeat(MODEL_BOUNDS.prose + 1)).success },
    { name: 'an option id that is not a slug', check: { kind: 'treatment', key: 'options', value: [{ id: 'Not A Slug', name: 'Whitening', from: 95 }] }, model: () => pricedOptionSchema.safeParse({ id: 'Not A Slug', name: 'Whitening', from: 95 }).success },
  ]
  // One php run for all of them: each loads WordPress's REST helpers afresh.
  let refused: ReturnType<typeof validate>['results'] = []
  beforeAll(() => {
    refused = validate(refusals.map(({ check }) => check)).results
  })

  it('accept every value of the embedded practice, stored as the seed stores it, with every pattern compiling as WordPress runs it (#pattern#u)', () => {
    const practice = embeddedPractice()
    const checks: Check[] = [
      ...practice.group.clinics.flatMap((clinic) => Object.entries(metaOf(clinic, CLINIC_META)).map(([key, value]) => ({ kind: 'clinic' as const, key, value }))),
      ...practice.treatments.flatMap((treatment) => Object.entries(metaOf(treatment, TREATMENT_META)).map(([key, value]) => ({ kind: 'treatment' as const, key, value }))),
    ]
    const { results, patterns } = validate(checks)
    expect(results.length).toBe(checks.length)
    expect(results.filter((result) => !result.valid)).toEqual([])
    expect(patterns.length).toBeGreaterThan(5)
    expect(patterns.filter((pattern) => !pattern.compiles)).toEqual([])
  })

  it.each(refusals.map((refusal, index) => ({ ...refusal, index })))('refuse $name, as the model does, naming the field', ({ check, model, names, index }) => {
    expect(model(), 'the model takes it: not a refusal to test').toBe(false)
    expect(refused[index]?.valid).toBe(false)
    expect(refused[index]?.message).toContain(names ?? `meta.${check.key}`)
  })

  it('take an option without an id (the plugin derives it), an absent optional text as empty and a Media Library photograph at http', () => {
    const { results } = validate([
      { kind: 'treatment', key: 'options', value: [{ name: 'Whitening', from: 95 }] },
      { kind: 'clinic', key: 'appointments_phone', value: '' },
      { kind: 'clinic', key: 'booking_url', value: '' },
      { kind: 'treatment', key: 'visits', value: '' },
      { kind: 'treatment', key: 'cases', value: [mediaCase('http://127.0.0.1:8220/wp-content/uploads/2026/01/before.jpg')] },
      { kind: 'treatment', key: 'cases', value: [mediaCase('/wp-content/uploads/2026/01/before.jpg')] },
    ])
    expect(results.filter((result) => !result.valid)).toEqual([])
  })
})
