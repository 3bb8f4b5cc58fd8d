import { embeddedPractice } from '../../tests/embedded-facts'
import { feeLine, feeLines, headlineOption, headlinePrice, namedHeadlinePrice } from './facts'
import { practiceProblems } from './problems'

test('a fee line naming an option the treatment no longer has is left out and logged, not thrown', () => {
  const practice = embeddedPractice()
  const section = practice.fees.sections.find((candidate) => candidate.items.some((item) => !('free' in item)))
  if (!section) throw new Error('the embedded fees have no priced line')
  const known = section.items.filter((item) => !('free' in item))
  const unknown = { treatment: 'veneers', option: 'No such option' }
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  expect(feeLine(practice, unknown)).toBeUndefined()
  const lines = feeLines(practice, [...section.items, unknown])
  expect(lines).toHaveLength(section.items.length)
  expect(lines.filter((line) => 'from' in line.price)).toHaveLength(known.length)
  expect(warn.mock.calls.flat().join(' ')).toContain('No such option')
  warn.mockRestore()
})

test('the embedded model has no problems', () => {
  expect(practiceProblems(embeddedPractice())).toEqual([])
})

test('a prescription-only treatment\'s headline price names its consultation, so no price reads as the medicine\'s; any other is the price alone', () => {
  const practice = embeddedPractice()
  const prescribed = practice.treatments.filter((treatment) => treatment.prescriptionOnly)
  expect(prescribed.length).toBeGreaterThan(0)
  for (const treatment of prescribed) expect(namedHeadlinePrice(treatment)).toBe(`${headlineOption(treatment).name}: ${headlinePrice(treatment)}`)
  for (const treatment of practice.treatments.filter((candidate) => !candidate.prescriptionOnly)) expect(namedHeadlinePrice(treatment)).toBe(headlinePrice(treatment))
})
