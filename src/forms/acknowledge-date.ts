import { addDays, hoursOn, londonClock } from '@/practice/hours'
import { clinicSchedule } from '@/practice/closures'
import type { Clinic } from '@/practice/model'

/** Far enough ahead for any run of closures (Christmas and a fortnight's shutdown) before giving up. */
const LOOK_AHEAD_DAYS = 60

/**
 * The date (YYYY-MM-DD, UK calendar) the practice promises a reply by: the `workingDays`-th day
 * after receipt on which the clinic opens, counting its weekly hours, its own closures and the
 * bank holidays (src/practice/closures.ts). Zero is the day of receipt.
 */
export function replyByDate(clinic: Pick<Clinic, 'hours' | 'exceptions' | 'bankHolidays'>, receivedAt: Date, workingDays: number): string {
  const today = londonClock(receivedAt).date
  if (workingDays <= 0) return today
  const schedule = clinicSchedule(clinic, today, LOOK_AHEAD_DAYS + 1)
  let counted = 0
  for (let offset = 1; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    const date = addDays(today, offset)
    if (hoursOn(schedule, date).sessions.length > 0 && ++counted === workingDays) return date
  }
  // A clinic closed for two months still promises a date: the last one looked at.
  return addDays(today, LOOK_AHEAD_DAYS)
}
