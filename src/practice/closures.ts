import Holidays from 'date-holidays'
import type { Clinic, HoursException } from './model'
import { addDays, dayOf, type Schedule } from './hours'

/**
 * A clinic's schedule for a stretch of dates, with the England and Wales bank holidays as
 * closures unless the clinic opens on them. The holidays come from `date-holidays` (region
 * GB-ENG), which ships its rules: nothing is fetched. The clinic's own dated exceptions win over a
 * bank holiday on the same day (a practice that opens on Boxing Day says so there).
 */
const england = new Holidays('GB', 'ENG')

const WEEKEND = new Set(['saturday', 'sunday'])

/**
 * Whether a holiday date-holidays lists is a day off in England and Wales. One that falls at a
 * weekend is not: its substitute weekday is (Boxing Day on Saturday 26 December 2026 moves to
 * Monday 28th, which the library lists as "(substitute day)"). Christmas Day is a common-law
 * holiday every clinic closes on, whatever the day, so it stays.
 */
const isDayOff = (holiday: { date: string; name: string }) => !WEEKEND.has(dayOf(holiday.date.slice(0, 10))) || holiday.name === 'Christmas Day'

/** The bank holidays between two dates (inclusive), as closures. */
export function bankHolidays(from: string, through: string): HoursException[] {
  const first = Number(from.slice(0, 4))
  const years = Array.from({ length: Number(through.slice(0, 4)) - first + 1 }, (_, index) => first + index)
  return years
    .flatMap((year) => england.getHolidays(year))
    .filter((holiday) => holiday.type === 'public' && isDayOff(holiday))
    .map((holiday) => ({ date: holiday.date.slice(0, 10), reason: 'Bank holiday', hours: [] }))
    .filter((closure) => from <= closure.date && closure.date <= through)
}

/**
 * The clinic's schedule from `from` for `days` days: weekly hours, bank holidays, its own exceptions.
 * A bank holiday on a weekday the clinic never opens changes nothing, so it is not a closure (a
 * list of closures that names every Monday holiday at a clinic shut on Mondays reads as noise);
 * the clinic's own dated closures are always kept: the practice wrote them down.
 */
export function clinicSchedule(clinic: Pick<Clinic, 'hours' | 'exceptions' | 'bankHolidays'>, from: string, days: number): Schedule {
  const through = addDays(from, days - 1)
  const opensOn = (date: string) => (clinic.hours[dayOf(date)] ?? []).length > 0
  const holidays = clinic.bankHolidays === 'closed' ? bankHolidays(from, through).filter((holiday) => opensOn(holiday.date)) : []
  const own = clinic.exceptions.filter((exception) => (exception.through ?? exception.date) >= from && exception.date <= through)
  // Later entries win in hoursOn: the clinic's own after the holidays.
  return { hours: clinic.hours, exceptions: [...holidays, ...own] }
}
