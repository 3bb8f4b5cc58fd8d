import { modelAtBounds, text } from './check/at-bounds.test-support'
import { modelProblems } from './check/check-model'
import { MODEL_BOUNDS as B } from './bounds'
import type { Practice } from './model'

/** The model as WordPress sends it: JSON. */
const asSent = (practice: Practice): unknown => JSON.parse(JSON.stringify(practice))
const team = (practice: Practice) => [...new Set(practice.group.clinics.flatMap((clinic) => clinic.team))]
const treatment = (practice: Practice, slug: string) => {
  const found = practice.treatments.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`no treatment ${slug}`)
  return found
}
const clinic = (practice: Practice) => {
  const found = practice.group.clinics.find((candidate) => candidate.exceptions.length === B.exceptions)
  if (!found) throw new Error('no clinic at its bounds')
  return found
}

test('a model with every list and text at its bound has no problems', () => {
  const practice = modelAtBounds()
  expect(practice.treatments).toHaveLength(B.treatments)
  expect(practice.group.clinics).toHaveLength(B.clinics)
  expect(treatment(practice, 'widest').options[0]?.includes).toHaveLength(B.includes)
  // Its cost is measured by the bench (npm run bench), not asserted here: a loaded machine is no measure.
  expect(modelProblems(asSent(practice), team(practice))).toEqual([])
})

const over: Array<[string, (practice: Practice) => void, string]> = [
  ['clinics', (practice) => practice.group.clinics.push({ ...clinic(practice), slug: 'one-more' }), 'group.clinics'],
  ['treatments', (practice) => practice.treatments.push({ ...treatment(practice, 'widest'), slug: 'one-more', options: [{ id: 'one-more', name: 'One more', from: 1, fixed: true, includes: [], representative: false }], requires: [], extras: [] }), 'treatments'],
  ['options', (practice) => treatment(practice, 'widest').options.push({ id: 'one-more', name: 'One more', from: 1, fixed: true, includes: [], representative: false }), 'treatments[widest].options'],
  ['requires', (practice) => treatment(practice, 'widest').requires.push('one-more'), 'treatments[widest].requires'],
  ['includes', (practice) => treatment(practice, 'widest').options[1]?.includes.push('one-more'), `treatments[widest].options[${treatment(modelAtBounds(), 'widest').options[1]?.id}].includes`],
  ['extras', (practice) => treatment(practice, 'widest').extras.push({ option: 'one-more', when: 'always' }), 'treatments[widest].extras'],
  ['providers', (practice) => treatment(practice, 'widest').providers.push('one-more'), 'treatments[widest].providers'],
  ['exceptions', (practice) => clinic(practice).exceptions.push({ date: '2031-01-01', reason: 'One more', hours: [] }), `group.clinics[slough].exceptions`],
  ['team', (practice) => clinic(practice).team.push(...Array.from({ length: B.team + 1 - clinic(practice).team.length }, (_, index) => `member-${index}`)), 'group.clinics[slough].team'],
  ['a name', (practice) => (treatment(practice, 'widest').name = text(B.name + 1)), 'treatments[widest].name'],
  ['directions', (practice) => (clinic(practice).directions.byCar = text(B.prose + 1)), 'group.clinics[slough].directions.byCar'],
  ['a slug', (practice) => (treatment(practice, 'widest').providers[0] = 'x'.repeat(B.slug + 1)), 'treatments[widest].providers[0]'],
  ['fee lines in all', (practice) => practice.fees.sections[1]?.items.push({ name: 'One more', free: 'Free' }), 'fees.sections'],
  ['social links', (practice) => practice.group.social.push({ network: 'One more', href: 'https://example.org/' }), 'group.social'],
]

test.each(over)('one over the bound of %s is refused, naming the field', (_name, change, where) => {
  const practice = modelAtBounds()
  change(practice)
  expect(modelProblems(asSent(practice)).map((problem) => problem.where)).toContain(where)
})

test('a model larger in all than its bound in bytes is refused as a whole, before anything else is looked at', () => {
  const practice = modelAtBounds()
  for (const section of practice.fees.sections) section.notes = Array.from({ length: B.feeNotes }, () => text(B.prose))
  expect(modelProblems(asSent(practice))).toEqual([{ where: '', message: expect.stringContaining(`more than ${B.modelBytes}`) as string }])
})
