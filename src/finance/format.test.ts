import { formatPence, formatPercent, formatPounds } from './format'

describe('formats', () => {
  it.each([
    [166670, '£1,666.70'],
    [0, '£0.00'],
    [33334, '£333.34'],
    [1_500_000, '£15,000.00'],
  ])('%i pence reads %s', (pence, text) => expect(formatPence(pence)).toBe(text))

  it('whole pounds and percentages', () => {
    expect([formatPounds(15000), formatPounds(250), formatPercent(0), formatPercent(14.9)]).toEqual(['£15,000', '£250', '0%', '14.9%'])
  })
})
