import { embeddedPractice } from '../../tests/embedded-facts'
import { feeLine, feeLines } from './facts'
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
