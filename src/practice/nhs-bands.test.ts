import { bandsInForce, nextBandChange } from './nhs-bands'

const sets = [
  { from: '2026-04-01', source: 'SI 2026/265', bands: { band1: 27.9, band2: 76.6, band3: 332.1, urgent: 27.9 } },
  { from: '2025-04-01', source: 'GOV.UK 2025/26', bands: { band1: 27.4, band2: 75.3, band3: 326.7, urgent: 27.4 } },
]

describe('the NHS bands in force', () => {
  it.each([
    ['2026-03-31', 'GOV.UK 2025/26', '2026-04-01'],
    ['2026-04-01', 'SI 2026/265', undefined],
    ['2025-03-31', undefined, '2025-04-01'],
  ])('on %s: %s, next change %s', (date, source, next) => {
    expect(bandsInForce(sets, date)?.source).toBe(source)
    expect(nextBandChange(sets, date)).toBe(next)
  })
})
