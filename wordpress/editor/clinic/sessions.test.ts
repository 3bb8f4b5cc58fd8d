import { describe, expect, it } from 'vitest'
import { addSession, changeSession, FIRST_SESSION, MAX_SESSIONS, removeSession, weeklyHours, withDay } from './sessions'

describe('weekly hours in the form', () => {
  it('reads what WordPress stores, a day that is null, empty or not there being closed', () => {
    expect(weeklyHours(null)).toEqual({})
    expect(weeklyHours({ monday: [{ opens: '08:00', closes: '17:00' }], tuesday: null, wednesday: [], funday: [{ opens: '01:00', closes: '02:00' }] })).toEqual({
      monday: [{ opens: '08:00', closes: '17:00' }],
    })
  })

  it('closing a day leaves it out of the hours, so the site reads it as closed; opening it puts its sessions back', () => {
    const hours = { monday: [FIRST_SESSION], saturday: [FIRST_SESSION] }
    const closed = withDay(hours, 'saturday', [])
    expect(closed).toEqual({ monday: [FIRST_SESSION] })
    expect('saturday' in closed).toBe(false)
    expect(withDay(closed, 'sunday', [{ opens: '10:00', closes: '13:00' }])).toEqual({ monday: [FIRST_SESSION], sunday: [{ opens: '10:00', closes: '13:00' }] })
    // The value it was given is not changed under React.
    expect(hours.saturday).toEqual([FIRST_SESSION])
  })

  it('a second session splits a long day around an hour for lunch', () => {
    expect(addSession([{ opens: '08:00', closes: '17:00' }])).toEqual([
      { opens: '08:00', closes: '12:00' },
      { opens: '13:00', closes: '17:00' },
    ])
  })

  it('a second session after a short morning is an afternoon that starts after it and ends before midnight', () => {
    const sessions = addSession([{ opens: '09:00', closes: '11:00' }])
    expect(sessions).toEqual([
      { opens: '09:00', closes: '11:00' },
      { opens: '12:00', closes: '15:00' },
    ])
    const late = addSession([{ opens: '21:00', closes: '23:30' }])[1]
    expect(late && late.opens < late.closes && late.closes <= '23:59').toBe(true)
  })

  it('no more sessions than a row offers; an empty day gets the first session', () => {
    const two = addSession([FIRST_SESSION])
    expect(two).toHaveLength(MAX_SESSIONS)
    expect(addSession(two)).toBe(two)
    expect(addSession([])).toEqual([FIRST_SESSION])
  })

  it('removes and changes one session, leaving the other as it was', () => {
    const two = [{ opens: '08:00', closes: '12:00' }, { opens: '13:00', closes: '17:00' }]
    expect(removeSession(two, 1)).toEqual([{ opens: '08:00', closes: '12:00' }])
    expect(changeSession(two, 0, { closes: '12:30' })).toEqual([{ opens: '08:00', closes: '12:30' }, { opens: '13:00', closes: '17:00' }])
  })
})
