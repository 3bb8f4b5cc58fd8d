import { FIRST_SESSION, type Session } from './sessions'

/**
 * A clinic's closures and changed hours as the form changes them, in the meta's own shape
 * (`exceptions: [{date, through?, reason, hours}]`, src/practice/model.ts): no sessions is closed
 * all day; `through` makes the row a run of days, and is left out when it lasts one day.
 */
export interface Closure {
  readonly date: string
  readonly through?: string
  readonly reason: string
  readonly hours: readonly Session[]
}

// The site's src/practice/hours.ts has londonClock and addDays too, but it type-checks against
// the site's model and a newer lib than the editor's WordPress-era target: these two are small.
const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today's date (YYYY-MM-DD) on a UK clock, the day a row is "past" after. */
export const today = (now: Date = new Date()): string => londonDate.format(now)

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** The meta's rows as stored, whatever WordPress gave back. */
export function closures(value: unknown): readonly Closure[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({
      date: typeof row.date === 'string' ? row.date : '',
      ...(typeof row.through === 'string' && row.through !== '' ? { through: row.through } : {}),
      reason: typeof row.reason === 'string' ? row.reason : '',
      hours: Array.isArray(row.hours) ? (row.hours as Session[]) : [],
    }))
}

/** Over: its last day is before today. A row still being typed (no date) is not. */
export const isPast = (row: Closure, on: string): boolean => row.date !== '' && (row.through ?? row.date) < on

/** A new row: closed all day, today, for the reason to be typed. */
export const newClosure = (on: string): Closure => ({ date: on, reason: '', hours: [] })

/** The row lasting more than one day (until the day after its date, to be changed) or one day only. */
export function lastsDays(row: Closure, several: boolean): Closure {
  const { through: _through, ...day } = row
  return several ? { ...day, through: addDays(row.date || today(), 1) } : day
}

/** The row closed all day, or open with the usual day's session to be changed. */
export const openOn = (row: Closure, open: boolean): Closure => ({ ...row, hours: open ? [FIRST_SESSION] : [] })

/** The rows with one changed, removed, or every past one removed. */
export const changeRow = (rows: readonly Closure[], index: number, row: Closure): readonly Closure[] => rows.map((each, at) => (at === index ? row : each))
export const removeRow = (rows: readonly Closure[], index: number): readonly Closure[] => rows.filter((_, at) => at !== index)
export const withoutPast = (rows: readonly Closure[], on: string): readonly Closure[] => rows.filter((row) => !isPast(row, on))

/**
 * The years whose bank holidays the form can list: this year, and each year a row of today or
 * later falls in (a Christmas closure typed in November is next to next year's New Year's Day).
 */
export function holidayYears(rows: readonly Closure[], on: string): readonly number[] {
  const years = new Set([Number(on.slice(0, 4))])
  for (const row of rows) {
    if (isPast(row, on)) continue
    for (const date of [row.date, row.through]) if (date && /^\d{4}-/.test(date)) years.add(Number(date.slice(0, 4)))
  }
  return [...years].sort((a, b) => a - b)
}

/** The bank holidays of one year, from the list the build writes (build/bank-holidays.json). */
export const holidaysOf = (year: number, holidays: readonly string[]): readonly string[] => holidays.filter((date) => date.startsWith(`${year}-`))

const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
/** '2026-12-25' → 'Friday 25 December 2026', as the site writes a date. */
export const readableDate = (date: string): string => longDate.format(new Date(`${date}T12:00:00Z`)).replace(',', '')
