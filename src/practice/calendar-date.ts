/**
 * Whether 'YYYY-MM-DD' names a day of the calendar: its month 01–12 and its day within that month
 * (29 February in leap years only). Read back through Date in UTC, which rolls any other day over.
 */
export function isCalendarDate(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date
}
