import { formatDayMonth, formatLongDate, parseIsoDate } from './dates'

describe('dates a page shows (issue 44: a formatter that never fails the page)', () => {
  it('formats calendar dates and date-times in UK time', () => {
    expect(formatLongDate('2026-11-02')).toBe('2 November 2026')
    expect(formatLongDate('2026-06-30T23:30:00Z')).toBe('1 July 2026')
    expect(formatDayMonth('2026-12-25')).toBe('25 December')
  })

  it('leaves out a value that is no calendar date, and logs that without the value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      for (const bad of ['2026-13-01', '2026-02-30', '2026-04-31', 'soon', '']) {
        expect(formatLongDate(bad), bad).toBeNull()
        expect(parseIsoDate(bad), bad).toBeNull()
      }
      expect(formatDayMonth('2026-02-29')).toBeNull()
      expect(warn).toHaveBeenCalledTimes(6)
      expect(warn.mock.calls.flat().join('\n')).not.toMatch(/2026|soon/)
    } finally {
      warn.mockRestore()
    }
  })
})
