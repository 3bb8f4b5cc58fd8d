import { formatDayMonth } from '@/lib/dates'
import type { DayHours } from '@/practice/hours'
import { dayName, formatSessions } from '@/practice/wording'

// A day the hours worked out is always a calendar date; were one not, it would read as blank, never fail the page.
const dated = (date: string) => formatDayMonth(date) ?? ''

/**
 * The closures and changed hours of the coming weeks, each with its date and reason: true whatever
 * the cache, so it is written on the server. Runs of closed days with one reason are one line.
 */
export function ClosuresList({ days, within }: { days: readonly DayHours[]; within: number }) {
  const lines: { from: DayHours; to: DayHours }[] = []
  for (const day of days) {
    const last = lines.at(-1)
    const joins = last && last.to.reason === day.reason && last.to.sessions.length === 0 && day.sessions.length === 0 && Date.parse(day.date) - Date.parse(last.to.date) === 86_400_000
    if (joins) last.to = day
    else lines.push({ from: day, to: day })
  }
  if (lines.length === 0) return <p className="text-ink-soft">No closures or changed hours in the next {within} days.</p>
  return (
    <ul className="grid gap-2" data-testid="closures">
      {lines.map(({ from, to }) => (
        <li key={from.date} className="rounded-2xl bg-sand px-4 py-3">
          <span className="font-semibold text-ink">
            {from === to ? `${dayName(from.day)} ${dated(from.date)}` : `${dayName(from.day)} ${dated(from.date)} to ${dayName(to.day)} ${dated(to.date)}`}
          </span>
          : {from.sessions.length === 0 ? 'closed' : `open ${formatSessions(from.sessions)}`} ({from.reason})
        </li>
      ))}
    </ul>
  )
}
