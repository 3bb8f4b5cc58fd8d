import Holidays from 'date-holidays'
import type { Clinic, HoursException } from './model'
import { addDays, type Schedule } from './hours'

/**
 * A clinic's schedule for a stretch of dates, with the England and Wales bank holidays as
 * closures unless the clinic opens on them. The holidays come from `date-holidays` (region
 * GB-ENG), which ships its rules: nothing is fetched. The clinic's own dated exceptions win over a
 * bank holiday on the same day (a practice that opens on Boxing Day says so there).
 */
const england = new Holidays('GB', 'ENG')

/** The bank holidays between two dates (inclusive), as closures. */
export function bankHolidays(from: string, through: string): HoursException[] {
  const first = Number(from.slice(0, 4))
  const years = Array.from({ length: Number(through.slice(0, 4)) - first + 1 }, (_, index) => first + index)
  return years
    .flatMap((year) => england.getHolidays(year))
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), reason: 'Bank holiday', hours: [] }))
    .filter((closure) => from <= closure.date && closure.date <= through)
}

/** The clinic's schedule from `from` for `days` days: weekly hours, bank holidays, its own exceptions. */
export function clinicSchedule(clinic: Pick<Clinic, 'hours' | 'exceptions' | 'bankHolidays'>, from: string, days: number): Schedule {
  const through = addDays(from, days - 1)
  const holidays = clinic.bankHolidays === 'closed' ? bankHolidays(from, through) : []
  const own = clinic.exceptions.filter((exception) => (exception.through ?? exception.date) >= from && exception.date <= through)
  // Later entries win in hoursOn: the clinic's own after the holidays.
  return { hours: clinic.hours, exceptions: [...holidays, ...own] }
}
