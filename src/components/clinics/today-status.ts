import { addDays, hoursOn, openingState, type Schedule } from '@/practice/hours'
import { dayName, formatClock, formatSessions } from '@/practice/wording'

/**
 * What a clinic's "today" line says at an instant, worked out where the visitor reads it (a page
 * may have been cached for minutes, or served as a last good copy for days). "Open now" only
 * while a session is running; nothing at all once the instant is past the dates the page's
 * schedule covers, rather than a claim the page cannot back.
 */
export interface TodayData extends Schedule {
  /** The last date the schedule's exceptions cover (bank holidays expanded up to it). */
  readonly through: string
}

export interface TodayStatus {
  readonly open: boolean
  /** 'Open now until 5:00pm', 'Closed today (Bank holiday)', 'Closed now, opens 8:00am tomorrow'… */
  readonly text: string
}

const LOOK_AHEAD = 14

function nextOpening(data: TodayData, date: string, time: string): string | undefined {
  const today = hoursOn(data, date).sessions.find((session) => session.opens > time)
  if (today) return `opens at ${formatClock(today.opens)} today`
  for (let offset = 1; offset <= LOOK_AHEAD; offset += 1) {
    const day = addDays(date, offset)
    if (day > data.through) return undefined
    const first = hoursOn(data, day).sessions[0]
    if (first) return `opens at ${formatClock(first.opens)} ${offset === 1 ? 'tomorrow' : `on ${dayName(hoursOn(data, day).day)}`}`
  }
  return undefined
}

export function todayStatus(data: TodayData, instant: Date): TodayStatus | null {
  const state = openingState(data, instant)
  if (state.date > data.through) return null
  const running = state.sessions.find((session) => session.opens <= state.time && state.time < session.closes)
  if (running) return { open: true, text: `Open now until ${formatClock(running.closes)}${state.reason ? ` (${state.reason})` : ''}` }
  const next = nextOpening(data, state.date, state.time)
  const closed = state.sessions.length === 0 ? `Closed today${state.reason ? ` (${state.reason})` : ''}` : `Closed now${state.reason ? ` (${state.reason}: ${formatSessions(state.sessions)})` : ''}`
  return { open: false, text: next ? `${closed}, ${next}` : closed }
}
