// The module itself, not the @/finance index: the WordPress editor bundles this file (wordpress/editor/settings/rows.ts) and wants none of the calculator.
import { formatPounds } from '../finance/format'
import { DAYS, type Day } from './days'
import type { PricedOption, Session } from './model'

/**
 * How the site words the model's facts: hours as the spec writes them ('Monday to Friday 8:00am
 * to 5:00pm', '5.00pm' in the footer), phone links, prices ('from £850 per tooth').
 */
const dayNames: Record<Day, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}
export const dayName = (day: Day) => dayNames[day]

/** '17:00' → '5:00pm' (or '5.00pm' with a point, as the footer writes it). */
export function formatClock(clock: string, separator: ':' | '.' = ':'): string {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${twelve}${separator}${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`
}

/** '8:00am to 5:00pm', sessions joined with ' and '; 'Closed' when there are none. */
export function formatSessions(sessions: readonly Session[], separator: ':' | '.' = ':'): string {
  if (sessions.length === 0) return 'Closed'
  return sessions.map((session) => `${formatClock(session.opens, separator)} to ${formatClock(session.closes, separator)}`).join(' and ')
}

export interface WeekLine {
  /** 'Monday to Friday', 'Saturday', 'Saturday and Sunday'. */
  readonly days: string
  /** Every day of the run. */
  readonly each: readonly Day[]
  readonly sessions: readonly Session[]
}

/** The week in runs of days with the same hours, Monday first. */
export function weekLines(hours: Partial<Record<Day, readonly Session[]>>): WeekLine[] {
  const key = (day: Day) => JSON.stringify(hours[day] ?? [])
  const runs: Day[][] = []
  for (const day of DAYS) {
    const run = runs.at(-1)
    if (run && key(run[0] as Day) === key(day)) run.push(day)
    else runs.push([day])
  }
  return runs.map((run) => {
    const first = dayName(run[0] as Day)
    const last = dayName(run.at(-1) as Day)
    const days = run.length === 1 ? first : run.length === 2 ? `${first} and ${last}` : `${first} to ${last}`
    return { days, each: run, sessions: hours[run[0] as Day] ?? [] }
  })
}

/** The open days as one line: 'Monday to Friday 8:00am to 5:00pm' (closed runs left out). */
export function openingLine(hours: Partial<Record<Day, readonly Session[]>>, separator: ':' | '.' = ':'): string {
  return weekLines(hours)
    .filter((line) => line.sessions.length > 0)
    .map((line) => `${line.days} ${formatSessions(line.sessions, separator)}`)
    .join('; ')
}

/** 'tel:+441632960000' for '01632 960000'. */
export const telHref = (phone: string) => `tel:+44${phone.replace(/\D/g, '').slice(1)}`
/** 'https://wa.me/447700900000' for '07700 900000'. */
export const whatsappHref = (mobile: string) => `https://wa.me/44${mobile.replace(/\D/g, '').slice(1)}`

/** 'from £850 per tooth', '£395' (a fixed price), '£150 to £220'. */
export function formatPrice(option: Pick<PricedOption, 'from' | 'to' | 'unit'> & { readonly fixed?: boolean }): string {
  const range = option.to !== undefined && option.to !== option.from
  const amount = range ? `${formatPounds(option.from)} to ${formatPounds(option.to ?? option.from)}` : `${option.fixed ? '' : 'from '}${formatPounds(option.from)}`
  return option.unit ? `${amount} ${option.unit}` : amount
}
