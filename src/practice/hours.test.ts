import { clinicSchedule } from './closures'
import { exceptionsWithin, hoursOn, londonClock, openingState, type Schedule } from './hours'

const weekdays = { opens: '08:00', closes: '17:00' }
const clinic = {
  hours: { monday: [weekdays], tuesday: [weekdays], wednesday: [weekdays], thursday: [weekdays], friday: [weekdays] },
  bankHolidays: 'closed' as const,
  exceptions: [{ date: '2026-12-24', through: '2026-12-31', reason: 'Christmas closure', hours: [] }],
}
const at = (iso: string) => new Date(iso)
const scheduleFor = (from: string): Schedule => clinicSchedule(clinic, from, 400)

describe('opening hours on a UK clock', () => {
  it.each([
    // [instant, open?, why]
    ['2026-11-24T16:59:00Z', true, 'a Tuesday in winter, 4:59pm (GMT)'],
    ['2026-11-24T17:00:00Z', false, 'a Tuesday in winter, 5:00pm: closed at the closing time'],
    ['2026-11-24T07:59:00Z', false, 'a Tuesday, 7:59am'],
    ['2026-11-24T08:00:00Z', true, 'a Tuesday, 8:00am'],
    ['2026-11-28T11:00:00Z', false, 'a Saturday'],
    ['2026-06-16T15:59:00Z', true, 'a Tuesday in summer, 4:59pm BST is 15:59 UTC'],
    ['2026-06-16T16:00:00Z', false, 'a Tuesday in summer, 5:00pm BST'],
    ['2026-06-16T07:30:00Z', true, 'a Tuesday in summer, 8:30am BST is 7:30 UTC'],
  ])('at %s open is %s (%s)', (instant, open) => {
    expect(openingState(scheduleFor('2026-01-01'), at(instant)).open).toBe(open)
  })

  it('follows the change to summer time and back (29 March and 25 October 2026)', () => {
    // The Friday before the clocks go forward: 4:30pm GMT is 16:30 UTC.
    expect(londonClock(at('2026-03-27T16:30:00Z'))).toEqual({ date: '2026-03-27', time: '16:30' })
    // The Monday after: 4:30pm BST is 15:30 UTC, and 16:30 UTC is already 5:30pm.
    expect(openingState(scheduleFor('2026-01-01'), at('2026-03-30T15:30:00Z')).open).toBe(true)
    expect(openingState(scheduleFor('2026-01-01'), at('2026-03-30T16:30:00Z')).open).toBe(false)
    // After the clocks go back, 16:30 UTC is 4:30pm again.
    expect(openingState(scheduleFor('2026-01-01'), at('2026-10-26T16:30:00Z')).open).toBe(true)
  })

  it('is closed on a weekday bank holiday, and says why', () => {
    const state = openingState(scheduleFor('2026-01-01'), at('2026-08-31T10:00:00Z'))
    expect(state).toMatchObject({ date: '2026-08-31', day: 'monday', open: false, reason: 'Bank holiday', sessions: [] })
  })

  it("lets the clinic's own closure win over a bank holiday on the same day", () => {
    expect(hoursOn(scheduleFor('2026-12-01'), '2026-12-25').reason).toBe('Christmas closure')
    expect(hoursOn(scheduleFor('2026-12-01'), '2026-12-23')).toMatchObject({ sessions: [weekdays] })
  })

  it('keeps the bank holidays of the year after when the schedule crosses new year', () => {
    expect(hoursOn(scheduleFor('2026-12-01'), '2027-01-01').reason).toBe('Bank holiday')
    expect(hoursOn(scheduleFor('2026-12-01'), '2027-03-26').reason).toBe('Bank holiday') // Good Friday 2027
  })

  it('lists the exceptions of the coming days, one entry a day, in date order', () => {
    const coming = exceptionsWithin(scheduleFor('2026-12-20'), '2026-12-20', 14)
    expect(coming.map((day) => day.date)).toEqual(['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01'])
    expect(coming.at(-1)?.reason).toBe('Bank holiday')
  })

  it('opens on a changed-hours day only in its own sessions', () => {
    const schedule: Schedule = { hours: clinic.hours, exceptions: [{ date: '2026-11-27', reason: 'Staff training', hours: [{ opens: '12:00', closes: '17:00' }] }] }
    expect(openingState(schedule, at('2026-11-27T10:00:00Z')).open).toBe(false)
    expect(openingState(schedule, at('2026-11-27T13:00:00Z'))).toMatchObject({ open: true, reason: 'Staff training' })
  })
})
