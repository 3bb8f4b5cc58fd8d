import { bankHolidays, clinicSchedule } from './closures'
import { exceptionsWithin } from './hours'

const session = { opens: '09:00', closes: '17:00' }
/** Beaconsfield's shape: Tuesday to Saturday, never a Monday. */
const noMondays = { tuesday: [session], wednesday: [session], thursday: [session], friday: [session], saturday: [session] }
const closures = (clinic: Parameters<typeof clinicSchedule>[0], from: string, days: number) =>
  exceptionsWithin(clinicSchedule(clinic, from, days), from, days).map((day) => `${day.date} ${day.reason ?? ''}`)

describe('bank holidays in England and Wales', () => {
  it('moves Boxing Day on Saturday 26 December 2026 to the substitute Monday 28th', () => {
    const dates = bankHolidays('2026-12-20', '2027-01-05').map((holiday) => holiday.date)
    expect(dates).toEqual(['2026-12-25', '2026-12-28', '2027-01-01'])
  })

  it('keeps Christmas Day on a Saturday (2027), with both substitute days', () => {
    const dates = bankHolidays('2027-12-20', '2027-12-31').map((holiday) => holiday.date)
    expect(dates).toEqual(['2027-12-25', '2027-12-27', '2027-12-28'])
  })
})

describe('a clinic’s closures', () => {
  it('does not list a bank holiday Monday at a clinic that never opens on Mondays', () => {
    // 31 August 2026 is the summer bank holiday, a Monday.
    expect(closures({ hours: noMondays, bankHolidays: 'closed', exceptions: [] }, '2026-08-24', 14)).toEqual([])
  })

  it('lists it at a clinic that opens on Mondays', () => {
    expect(closures({ hours: { ...noMondays, monday: [session] }, bankHolidays: 'closed', exceptions: [] }, '2026-08-24', 14)).toEqual(['2026-08-31 Bank holiday'])
  })

  it('always lists the clinic’s own dated closure, even on a day it never opens', () => {
    const own = { date: '2026-08-31', reason: 'Closed for refurbishment', hours: [] }
    expect(closures({ hours: noMondays, bankHolidays: 'closed', exceptions: [own] }, '2026-08-24', 14)).toEqual(['2026-08-31 Closed for refurbishment'])
  })

  it('does not list Saturday 26 December 2026 as a bank holiday at a clinic open on Saturdays', () => {
    const listed = closures({ hours: noMondays, bankHolidays: 'closed', exceptions: [] }, '2026-12-20', 14)
    expect(listed).toEqual(['2026-12-25 Bank holiday', '2027-01-01 Bank holiday'])
  })
})
