import type { Clinic } from '@/practice/model'
import { formatSessions, weekLines } from '@/practice/wording'

/** A clinic's week as a small table: runs of days with the same hours, closed days said. */
export function WeeklyHours({ clinic, caption }: { clinic: Pick<Clinic, 'hours' | 'name'>; caption?: string }) {
  return (
    <table className="w-full text-left text-sm sm:text-base" data-testid="weekly-hours">
      <caption className="sr-only">{caption ?? `Opening hours, ${clinic.name}`}</caption>
      <tbody>
        {weekLines(clinic.hours).map((line) => (
          <tr key={line.days} className="border-b border-line last:border-0">
            <th scope="row" className="py-2 pr-4 font-semibold text-ink">
              {line.days}
            </th>
            <td className={`py-2 ${line.sessions.length === 0 ? 'text-ink-soft' : ''}`}>{formatSessions(line.sessions)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
