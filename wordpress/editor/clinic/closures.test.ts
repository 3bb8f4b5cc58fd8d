import { describe, expect, it } from 'vitest'
import { changeRow, closures, holidaysOf, holidayYears, isPast, lastsDays, newClosure, openOn, readableDate, removeRow, today, withoutPast } from './closures'
import { FIRST_SESSION } from './sessions'

const ON = '2026-11-28'
const training = { date: '2026-12-11', reason: 'Staff training', hours: [{ opens: '08:00', closes: '12:30' }] }
const christmas = { date: '2026-12-24', through: '2027-01-01', reason: 'Christmas closure', hours: [] }
const summer = { date: '2026-08-03', through: '2026-08-07', reason: 'Refurbishment', hours: [] }

describe('closures and changed hours in the form', () => {
  it('reads the stored rows, an empty through meaning one day and no hours meaning closed', () => {
    expect(closures(null)).toEqual([])
    expect(closures([{ date: '2026-12-11', through: '', reason: 'Training' }])).toEqual([{ date: '2026-12-11', reason: 'Training', hours: [] }])
  })

  it('a row is past once its last day is before today, a run of days only after its end', () => {
    expect(isPast(summer, ON)).toBe(true)
    expect(isPast(training, ON)).toBe(false)
    expect(isPast({ ...summer, through: ON }, ON)).toBe(false)
    expect(isPast({ date: '2026-11-27', reason: 'Training', hours: [] }, ON)).toBe(true)
    expect(isPast(newClosure(''), ON)).toBe(false)
    expect(withoutPast([summer, training, christmas], ON)).toEqual([training, christmas])
  })

  it('today is the date on a UK clock: just after midnight in summer time it is already the next day', () => {
    expect(today(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02')
    expect(today(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01')
  })

  it('a new row is closed all day on today; opening it gives a session, closing it takes the hours away', () => {
    const row = newClosure(ON)
    expect(row).toEqual({ date: ON, reason: '', hours: [] })
    expect(openOn(row, true).hours).toEqual([FIRST_SESSION])
    expect(openOn(openOn(row, true), false).hours).toEqual([])
  })

  it('"lasts more than one day" adds an end date after the start, and turning it off removes it from the row', () => {
    const several = lastsDays(training, true)
    expect(several.through).toBe('2026-12-12')
    const one = lastsDays(several, false)
    expect('through' in one).toBe(false)
    expect(one).toEqual(training)
  })

  it('changes and removes one row', () => {
    expect(changeRow([training, christmas], 1, { ...christmas, reason: 'Closed for Christmas' })[1]?.reason).toBe('Closed for Christmas')
    expect(removeRow([training, christmas], 0)).toEqual([christmas])
  })

  it('lists the bank holidays of this year and of each year an upcoming row reaches, never a past row’s', () => {
    expect(holidayYears([summer, training, christmas], ON)).toEqual([2026, 2027])
    expect(holidayYears([{ ...summer, date: '2025-08-03', through: '2025-08-04' }], ON)).toEqual([2026])
    const holidays = ['2026-12-25', '2026-12-28', '2027-01-01']
    expect(holidaysOf(2026, holidays)).toEqual(['2026-12-25', '2026-12-28'])
    expect(readableDate('2026-12-25')).toBe('Friday 25 December 2026')
  })
})
