import { formatSiteDate, laterDate } from './site-updated'

describe('site updated date', () => {
  it.each([
    [['2026-03-01T10:00:00Z', '2026-11-02T09:00:00Z'], '2026-11-02T09:00:00Z'],
    [['2026-11-02T09:00:00Z', '2026-03-01T10:00:00Z'], '2026-11-02T09:00:00Z'],
    [[null, '2026-03-01T10:00:00Z'], '2026-03-01T10:00:00Z'],
    [['not a date', '2026-03-01T10:00:00Z'], '2026-03-01T10:00:00Z'],
    [[null, null], null],
  ])('takes the later of %j', (dates, expected) => {
    expect(laterDate(dates)).toBe(expected)
  })

  it("formats as 'd MMMM y' in UK time", () => {
    expect(formatSiteDate('2026-11-02T09:00:00Z')).toBe('2 November 2026')
    // 23:30 UTC on 31 July is already 1 August in London (BST).
    expect(formatSiteDate('2026-07-31T23:30:00Z')).toBe('1 August 2026')
  })
})
