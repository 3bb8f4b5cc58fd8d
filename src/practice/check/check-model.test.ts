import { embeddedPractice } from '../../../tests/embedded-facts'
import type { Practice } from '../model'
import { quotedOptions } from '../quoted-prices'
import { MAX_PROBLEMS } from '../bounds'
import { checkPractice, TooManyProblems, type CheckedProblem } from './check-model'

/** The model as WordPress sends it: JSON, every record as the plugin serves it. */
const model = (): Practice => JSON.parse(JSON.stringify(embeddedPractice())) as Practice
const treatment = (practice: Practice, slug: string) => {
  const found = practice.treatments.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`the embedded model has no treatment ${slug}`)
  return found
}
const at = (problems: readonly CheckedProblem[], where: string) => problems.filter((problem) => problem.where === where)

const [QUOTED_TREATMENT, QUOTED_OPTION] = quotedOptions.veneersPerTooth
const PRESCRIPTION_ONLY = embeddedPractice().treatments.find((candidate) => candidate.prescriptionOnly)?.slug ?? ''
const [MAIN, OTHER] = embeddedPractice().group.clinics.toSorted((a, b) => Number(b.main) - Number(a.main)).map((clinic) => clinic.slug)

test('the embedded model, as proposed and as it is, has no problems', () => {
  expect(checkPractice({ proposed: model() })).toEqual([])
  expect(checkPractice({ proposed: model(), current: model() })).toEqual([])
})

test('a second main clinic is named on its own "main" field, as a save that brings it', () => {
  const proposed = model()
  const second = proposed.group.clinics.find((clinic) => clinic.slug === OTHER)
  if (!second) throw new Error('no second clinic')
  second.main = true
  const problems = checkPractice({ proposed, current: model() })
  expect(at(problems, `group.clinics[${OTHER}].main`)).toEqual([
    { where: `group.clinics[${OTHER}].main`, record: { kind: 'clinic', slug: OTHER }, field: 'main', message: 'exactly one clinic must be "main": true', introduced: true },
  ])
  expect(at(problems, `group.clinics[${MAIN}].main`)).toHaveLength(1)
})

test('an empty clinic name (zod) is named on that clinic by slug, and its field', () => {
  const proposed = model()
  const clinic = proposed.group.clinics.find((candidate) => candidate.slug === OTHER)
  if (!clinic) throw new Error('no second clinic')
  clinic.name = ''
  const [problem, ...others] = checkPractice({ proposed, current: model() })
  expect(others).toEqual([])
  expect(problem).toMatchObject({ where: `group.clinics[${OTHER}].name`, record: { kind: 'clinic', slug: OTHER }, field: 'name', introduced: true })
  expect(problem?.rule).toBeUndefined()
})

test('renaming an option the homepage quotes, where it had no id of its own, is named on the treatment’s options', () => {
  const proposed = model()
  const option = treatment(proposed, QUOTED_TREATMENT).options.find((candidate) => candidate.id === QUOTED_OPTION)
  if (!option) throw new Error('no quoted option')
  // An option without a stored id takes its name's: a rename gives it another id.
  Object.assign(option, { id: undefined, name: `${option.name} (E.max)` })
  const problems = checkPractice({ proposed, current: model() })
  const quoted = at(problems, `treatments[${QUOTED_TREATMENT}].options`)
  expect(quoted).toHaveLength(1)
  expect(quoted[0]).toMatchObject({ record: { kind: 'treatment', slug: QUOTED_TREATMENT }, field: 'options', introduced: true })
  expect(quoted[0]?.message).toContain(`"${QUOTED_OPTION}"`)
})

test('a before-and-after photograph at an http: address on another host is named on the treatment’s cases', () => {
  const proposed = model()
  const photograph = { src: 'http://photos.example.org/before.jpg', alt: 'Front teeth before treatment' }
  treatment(proposed, QUOTED_TREATMENT).cases = [
    { before: photograph, after: { ...photograph, src: '/wp-content/uploads/after.jpg' }, consentDate: '2026-01-05', clinician: treatment(proposed, QUOTED_TREATMENT).providers[0] ?? '', timescale: 'Three weeks', unretouched: true },
  ]
  const problems = checkPractice({ proposed, current: model() })
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatchObject({ where: `treatments[${QUOTED_TREATMENT}].cases[0].before.src`, record: { kind: 'treatment', slug: QUOTED_TREATMENT }, field: 'cases', introduced: true })
})

test('a prescription-only treatment given a price for the medicine breaks its rule, named on that option', () => {
  const proposed = model()
  treatment(proposed, PRESCRIPTION_ONLY).options.push({ id: 'three-areas', name: 'Three areas', from: 250, fixed: true, includes: [], representative: false })
  const problems = checkPractice({ proposed, current: model() })
  expect(problems).toEqual([
    expect.objectContaining({ where: `treatments[${PRESCRIPTION_ONLY}].options[three-areas]`, record: { kind: 'treatment', slug: PRESCRIPTION_ONLY }, field: 'options', rule: 'prescription-only', introduced: true }),
  ])
})

test('a rule that reads every string names the record by slug, not by its place in the list', () => {
  const proposed = model()
  treatment(proposed, QUOTED_TREATMENT).recovery = 'Free whitening with every membership plan.'
  const problems = checkPractice({ proposed })
  expect(problems).toEqual([expect.objectContaining({ where: `treatments[${QUOTED_TREATMENT}].recovery`, record: { kind: 'treatment', slug: QUOTED_TREATMENT }, field: 'recovery', rule: 'free-in-package' })])
})

test('a problem the model has already is listed but not introduced; one the save brings is introduced', () => {
  const current = model()
  treatment(current, PRESCRIPTION_ONLY).options.push({ id: 'three-areas', name: 'Three areas', from: 250, fixed: true, includes: [], representative: false })
  const proposed = structuredClone(current)
  treatment(proposed, QUOTED_TREATMENT).recovery = 'Free whitening with every membership plan.'
  const problems = checkPractice({ proposed, current })
  expect(problems.map(({ where, introduced }) => ({ where, introduced }))).toEqual([
    { where: `treatments[${PRESCRIPTION_ONLY}].options[three-areas]`, introduced: false },
    { where: `treatments[${QUOTED_TREATMENT}].recovery`, introduced: true },
  ])
  // Without the model as it is, everything is the save's.
  expect(checkPractice({ proposed }).every((problem) => problem.introduced)).toBe(true)
})

test('with the team’s slugs, a provider who is not on the team is named on the treatment’s providers', () => {
  const proposed = model()
  const team = [...new Set(proposed.group.clinics.flatMap((clinic) => clinic.team))]
  expect(checkPractice({ proposed, team })).toEqual([])
  treatment(proposed, QUOTED_TREATMENT).providers.push('nobody-here')
  expect(checkPractice({ proposed, team }).filter((problem) => problem.field === 'providers' && problem.rule === undefined)).toEqual([
    { where: `treatments[${QUOTED_TREATMENT}].providers`, record: { kind: 'treatment', slug: QUOTED_TREATMENT }, field: 'providers', message: 'no team member "nobody-here"', introduced: true },
  ])
})

test.each([
  ['2026-13-01', false],
  ['2026-02-30', false],
  ['2027-02-29', false],
  ['2028-02-29', true],
  ['2026-12-31', true],
])('a consent date of %s is a date of the calendar: %s (issue 44: formatLongDate threw on the page)', (consentDate, real) => {
  const proposed = model()
  const providers = treatment(proposed, QUOTED_TREATMENT).providers
  const photograph = { src: '/wp-content/uploads/before.jpg', alt: 'Front teeth before treatment' }
  treatment(proposed, QUOTED_TREATMENT).cases = [{ before: photograph, after: photograph, consentDate, clinician: providers[0] ?? '', timescale: 'Three weeks', unretouched: true }]
  const problems = checkPractice({ proposed })
  if (real) expect(problems).toEqual([])
  else expect(problems).toEqual([expect.objectContaining({ where: `treatments[${QUOTED_TREATMENT}].cases[0].consentDate`, field: 'cases', message: expect.stringContaining('calendar') as string })])
})

test('more than a hundred problems: the model is refused as a whole, its list never cut short', () => {
  const proposed = model()
  // Each clinic closure on a day that is not one: a problem each.
  const clinic = proposed.group.clinics.find((candidate) => candidate.slug === OTHER)
  if (!clinic) throw new Error('no second clinic')
  clinic.exceptions = Array.from({ length: MAX_PROBLEMS + 1 }, () => ({ date: '2026-02-30', reason: 'Training', hours: [] }))
  expect(() => checkPractice({ proposed, current: model() })).toThrow(TooManyProblems)
  clinic.exceptions = clinic.exceptions.slice(0, MAX_PROBLEMS)
  expect(checkPractice({ proposed, current: model() })).toHaveLength(MAX_PROBLEMS)
})
