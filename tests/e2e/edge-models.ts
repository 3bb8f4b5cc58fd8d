import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { practiceSchema } from '../../src/practice/model'
import { practiceProblems } from '../../src/practice/problems'

/**
 * Practice models at the edges of what the check accepts (issue 44), for the property test that
 * renders every registry route against each (edge-models.spec.ts). Random models almost never pass
 * the rules, so each is made from the embedded one (content/practice/*.json, as written) by pushing
 * fields, one after another, to the largest or smallest value the check still accepts among
 * candidates: the structural edges (a term, a term and one, the loan limits, ten years, the bounds)
 * and a few drawn by fast-check with a fixed seed. "Accepts" is the server's own check: the zod model
 * and every rule (practiceProblems), with the team's slugs.
 */
export type Files = Record<'group' | 'treatments' | 'fees' | 'finance', unknown>
type Json = Record<string, unknown>

const SEED = 44
const contentDir = path.join(process.cwd(), 'content')
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(contentDir, 'practice', `${file}.json`), 'utf8'))
const teamSlugs = (JSON.parse(fs.readFileSync(path.join(contentDir, 'team.json'), 'utf8')) as { slug: string }[]).map((member) => member.slug)

export const embeddedFiles = (): Files => ({ group: read('group'), treatments: read('treatments'), fees: read('fees'), finance: read('finance') })

export function accepts(files: Files): boolean {
  const parsed = practiceSchema.safeParse(files)
  return parsed.success && practiceProblems(parsed.data, teamSlugs).length === 0
}

const copy = <T>(value: T): T => structuredClone(value)

/** Numbers drawn once, with the fixed seed: between the structural edges, and far past them. */
const drawn = fc.sample(fc.oneof(fc.integer({ min: 0, max: 130 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.double({ min: 0, max: 200, noNaN: true })), { seed: SEED, numRuns: 12 })

/** Candidate values for a number of `product` or of the record, around what it is tied to. */
function numbers(ties: readonly number[]): number[] {
  const around = ties.flatMap((tie) => [tie - 1, tie, tie + 1])
  const edges = [0, 1, 10, 10.01, 99, 99.99, 100, 119, 120, 121, 1_000_000, 100_000_000, 100_000_001, Number.MAX_SAFE_INTEGER]
  return [...new Set([...around, ...edges, ...drawn])].filter((value) => value >= 0)
}

/** Sets one field (by `set`) to the first candidate, in order, with which the model is still accepted. */
function pushField(files: Files, candidates: readonly unknown[], set: (files: Files, value: unknown) => void): Files {
  for (const value of candidates) {
    const next = copy(files)
    set(next, value)
    if (accepts(next)) return next
  }
  return files
}

const PRODUCT_FIELDS = [
  'months',
  'maxLoan',
  'minLoan',
  'monthlyRate',
  'deferredPeriod',
  'documentFeeCollectionMonth',
  'optionPeriod',
  'serviceFee',
  'documentFee',
  'documentFeePercentage',
  'documentFeeMinimum',
  'documentFeeMaximum',
  'settlementFee',
] as const

const financeOf = (files: Files) => files.finance as { products: Json[]; cashPriceLimits: Json; defaults: Json }

/** The finance record with every product's figures, one after another, at their largest (or smallest) accepted value. */
export function financeAtEdges(direction: 'largest' | 'smallest'): Files {
  let files = embeddedFiles()
  const order = (values: number[]) => values.toSorted((a, b) => (direction === 'largest' ? b - a : a - b))
  // The loan limit on the other side stays, so the pages still work examples out at the treatments' prices.
  const fields = PRODUCT_FIELDS.filter((field) => field !== (direction === 'largest' ? 'minLoan' : 'maxLoan'))
  for (const index of financeOf(files).products.keys()) {
    for (const field of fields) {
      const product = financeOf(files).products[index] as Record<string, number>
      const ties = [product.months ?? 0, product.minLoan ?? 0, product.maxLoan ?? 0, (product.months ?? 0) * 100]
      files = pushField(files, order(numbers(ties)), (next, value) => {
        ;(financeOf(next).products[index] as Json)[field] = value
      })
    }
  }
  for (const field of ['min', 'max'] as const) {
    files = pushField(files, order(numbers([Number(financeOf(files).defaults.cashPrice)])), (next, value) => {
      financeOf(next).cashPriceLimits[field] = value
    })
  }
  return files
}

/** Dates the pages format, at the edges of the calendar the check accepts: a month 13, 30 February, a leap day, the last day of 9999. */
export function datesAtEdges(): Files {
  const dates = ['2026-13-01', '2026-02-30', '9999-12-31', '2024-02-29', '2026-12-31']
  let files = embeddedFiles()
  files = pushField(files, dates, (next, value) => ((next.group as Json).pricesReviewed = value))
  const treatments = files.treatments as Json[]
  const invisalign = treatments.findIndex((treatment) => treatment.slug === 'invisalign')
  const photograph = (alt: string) => ({ src: '/media/people/eleanor-marsh.webp', alt })
  const withCase = (next: Files, consentDate: unknown) => {
    const treatment = (next.treatments as Json[])[invisalign] as Json
    treatment.cases = [{ before: photograph('Before'), after: photograph('After'), consentDate, clinician: 'eleanor-marsh', timescale: 'Six months', unretouched: true }]
  }
  files = pushField(files, dates, withCase)
  const bands = ((files.fees as Json).nhsBands ?? []) as Json[]
  for (const index of bands.keys()) files = pushField(files, dates, (next, value) => ((((next.fees as Json).nhsBands as Json[])[index] as Json).from = value))
  return files
}

/** Every clinic's own booking address, at the edges of the templates accepted: placeholders in the host, the path, the query. */
export function bookingAtEdges(): Files {
  const templates = ['https://book.{treatment}/', 'https://{treatment}/', `https://portal.example/${'p'.repeat(1900)}/{treatment}?c={clinician}`, 'https://portal.example/{treatment}/{clinician}?t={treatment}']
  let files = embeddedFiles()
  const clinics = ((files.group as Json).clinics as Json[]).keys()
  for (const index of clinics) files = pushField(files, templates, (next, value) => ((((next.group as Json).clinics as Json[])[index] as Json).bookingUrl = value))
  return files
}

/** Something the served page shows only from the edge model: that the server read it, not the repository's. */
export interface Witness {
  readonly path: string
  readonly text: string
}

const pounds = (value: unknown) => `£${Number(value).toLocaleString('en-GB')}`

/** The edge models, each named, with a page that shows it was served. */
export function edgeModels(): { name: string; files: Files; witness: Witness }[] {
  const largest = financeAtEdges('largest')
  const smallest = financeAtEdges('smallest')
  const dates = datesAtEdges()
  const booking = bookingAtEdges()
  const firstClinic = ((booking.group as Json).clinics as Json[])[0] as Json
  return [
    { name: 'finance figures at their largest', files: largest, witness: { path: '/finance', text: pounds(financeOf(largest).cashPriceLimits.max) } },
    { name: 'finance figures at their smallest', files: smallest, witness: { path: '/finance', text: pounds(financeOf(smallest).cashPriceLimits.min) } },
    { name: 'dates at the calendar’s edges', files: dates, witness: { path: '/fees', text: `Prices last reviewed on <time dateTime="${String((dates.group as Json).pricesReviewed)}">` } },
    { name: 'booking templates at their edges', files: booking, witness: { path: `/our-clinics/${String(firstClinic.slug)}`, text: String(firstClinic.bookingUrl).slice(0, 40) } },
  ]
}
