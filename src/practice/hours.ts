import { DAYS, type Day } from './days'
import type { HoursException, Session } from './model'

/**
 * Opening hours as a clinic keeps them, and what they mean at a given instant in the UK
 * (Europe/London, with summer time). Pure, and small enough for the browser: a page carries a
 * clinic's weekly hours and its dated exceptions (bank holidays already expanded, see
 * ./closures.ts), and "today" and "open now" are worked out where the visitor reads them, so a
 * cached page is never wrong about them.
 */
export interface Schedule {
  readonly hours: Partial<Record<Day, readonly Session[]>>
  /** Dated closures and changed hours; a later entry for the same date wins. */
  readonly exceptions: readonly HoursException[]
}

export interface DayHours {
  readonly date: string
  readonly day: Day
  readonly sessions: readonly Session[]
  /** Why the day is not the week's usual ('Bank holiday', 'Staff training'). */
  readonly reason?: string
}

export interface OpeningState extends DayHours {
  readonly time: string
  readonly open: boolean
}

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The date (YYYY-MM-DD) and time (HH:MM) on a UK clock at an instant. */
export function londonClock(instant: Date): { date: string; time: string } {
  const part = Object.fromEntries(london.formatToParts(instant).map(({ type, value }) => [type, value]))
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` }
}

/** The weekday of a calendar date. */
export function dayOf(date: string): Day {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  // getUTCDay: 0 is Sunday; DAYS starts on Monday.
  return DAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] as Day
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

const covers = (exception: HoursException, date: string) => exception.date <= date && date <= (exception.through ?? exception.date)

/** A day's hours: its exception if it has one, else the week's. */
export function hoursOn(schedule: Schedule, date: string): DayHours {
  const day = dayOf(date)
  const exception = schedule.exceptions.findLast((candidate) => covers(candidate, date))
  if (exception) return { date, day, sessions: exception.hours, reason: exception.reason }
  return { date, day, sessions: schedule.hours[day] ?? [] }
}

/** Today's hours on a UK clock, and whether the clinic is open at that instant. */
export function openingState(schedule: Schedule, instant: Date): OpeningState {
  const { date, time } = londonClock(instant)
  const today = hoursOn(schedule, date)
  return { ...today, time, open: today.sessions.some((session) => session.opens <= time && time < session.closes) }
}

/** The exceptions that fall within `days` days from `from` (inclusive), one entry a day, in date order. */
export function exceptionsWithin(schedule: Schedule, from: string, days: number): DayHours[] {
  const found: DayHours[] = []
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(from, offset)
    const hours = hoursOn(schedule, date)
    if (hours.reason !== undefined) found.push(hours)
  }
  return found
}
