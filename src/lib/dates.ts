import { createLogger } from './log'

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' })
const datesLog = createLogger('dates')

/** `YYYY-MM-DD` at the start of an ISO string: the calendar date it names must exist (JavaScript reads 2026-02-30 as 2 March). */
const CALENDAR = /^(\d{4})-(\d{2})-(\d{2})/

/** The instant an ISO date or date-time names, or null where it names none (2026-13-01, 2026-02-30, 'soon'). */
export function parseIsoDate(iso: string): Date | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const parts = CALENDAR.exec(iso)
  if (!parts) return date
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number]
  const named = new Date(Date.UTC(year, month - 1, day))
  return named.getUTCFullYear() === year && named.getUTCMonth() === month - 1 && named.getUTCDate() === day ? date : null
}

/**
 * Formats a date a page shows, or null where it is no date (issue 44): the page leaves that one
 * date out and the line is logged, never the value (it is the model's, or a post's, not ours to print).
 */
function formatWith(format: Intl.DateTimeFormat, iso: string): string | null {
  const date = parseIsoDate(iso)
  if (date) return format.format(date)
  datesLog.warn('date left out: it is not a calendar date')
  return null
}

/** 'd MMMM y' in UK time, e.g. '2 November 2026'; null for a value that is not a date. */
export const formatLongDate = (iso: string): string | null => formatWith(longDate, iso)

/** 'd MMMM' of a calendar date (YYYY-MM-DD), e.g. '25 December'; null for a value that is not one. */
export const formatDayMonth = (date: string): string | null => formatWith(dayMonth, `${date}T00:00:00Z`)
