import { DAYS, type Day } from '../../../src/practice/days'

/**
 * A clinic's weekly hours as the form changes them, kept in the meta's own shape
 * (`hours: {monday: [{opens, closes}], …}`, src/practice/model.ts): a closed day is left out, so
 * the site reads it as closed (src/practice/hours.ts), and nothing else of the value is touched.
 */
export interface Session {
  readonly opens: string
  readonly closes: string
}
export type WeeklyHours = Partial<Record<Day, readonly Session[]>>

export { DAYS, type Day }

/** What a day gets when it is first opened: a usual working day, changed from there. */
export const FIRST_SESSION: Session = { opens: '09:00', closes: '17:00' }
/** A morning and an afternoon (a lunch break between) is as many as a day's row offers. */
export const MAX_SESSIONS = 2

const isSession = (value: unknown): value is Session =>
  typeof value === 'object' && value !== null && typeof (value as Session).opens === 'string' && typeof (value as Session).closes === 'string'

/** The meta's hours as stored, whatever WordPress gave back (null, {} or a day set to null all mean closed days). */
export function weeklyHours(value: unknown): WeeklyHours {
  const hours: WeeklyHours = {}
  if (typeof value !== 'object' || value === null) return hours
  for (const day of DAYS) {
    const sessions = (value as Record<string, unknown>)[day]
    if (Array.isArray(sessions) && sessions.some(isSession)) hours[day] = sessions.filter(isSession)
  }
  return hours
}

/** The hours with one day's sessions replaced; no sessions leaves the day out (closed). */
export function withDay(hours: WeeklyHours, day: Day, sessions: readonly Session[]): WeeklyHours {
  const next: WeeklyHours = { ...hours }
  if (sessions.length > 0) next[day] = sessions
  else delete next[day]
  return next
}

const minutes = (clock: string) => {
  const [hour = 0, minute = 0] = clock.split(':').map(Number)
  return hour * 60 + minute
}
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
const LAST_MINUTE = 23 * 60 + 59

/**
 * The sessions with a second one added. A long session is split around an hour's break in its
 * middle (the usual reason for a second session is lunch: 08:00–17:00 becomes 08:00–12:00 and
 * 13:00–17:00); a short one gets an afternoon after it, ending by midnight.
 */
export function addSession(sessions: readonly Session[]): readonly Session[] {
  const last = sessions[sessions.length - 1]
  if (!last) return [FIRST_SESSION]
  if (sessions.length >= MAX_SESSIONS) return sessions
  const opens = minutes(last.opens)
  const closes = minutes(last.closes)
  if (closes - opens >= 3 * 60) {
    const middle = opens + Math.floor((closes - opens - 60) / 2 / 30) * 30
    return [...sessions.slice(0, -1), { opens: last.opens, closes: clock(middle) }, { opens: clock(middle + 60), closes: last.closes }]
  }
  const start = Math.min(closes + 60, LAST_MINUTE - 60)
  return [...sessions, { opens: clock(start), closes: clock(Math.min(start + 3 * 60, LAST_MINUTE)) }]
}

/** The sessions without the one at `index`. */
export const removeSession = (sessions: readonly Session[], index: number): readonly Session[] => sessions.filter((_, at) => at !== index)

/** The sessions with one of them changed. */
export const changeSession = (sessions: readonly Session[], index: number, change: Partial<Session>): readonly Session[] =>
  sessions.map((session, at) => (at === index ? { ...session, ...change } : session))
