import { embeddedPractice } from '../../../tests/embedded-facts'
import { modelFindings, onePerPlace } from '.'

test('one finding per rule and place: a rule that finds the same place twice says it once (issue 44)', () => {
  const found = (rule: string, where: string, message: string) => ({ rule, where, message })
  expect(onePerPlace([found('a', 'x', '1'), found('a', 'x', '2'), found('b', 'x', '3'), found('a', 'y', '4')])).toEqual([found('a', 'x', '1'), found('b', 'x', '3'), found('a', 'y', '4')])
})

test('the model rules’ findings are one per rule and place', () => {
  const practice = embeddedPractice()
  // The same free offer twice in one text: one finding for that place.
  const treatment = practice.treatments.find((candidate) => !candidate.prescriptionOnly && candidate.options.length > 1)
  if (!treatment) throw new Error('no treatment with several options')
  treatment.recovery = 'Free whitening with every membership plan. Free whitening with every membership plan.'
  const findings = modelFindings(practice)
  const places = findings.map((finding) => `${finding.rule} ${finding.where}`)
  expect(findings.length).toBeGreaterThan(0)
  expect(new Set(places).size).toBe(places.length)
})
