import type { Clinic } from '@/practice/model'
import type { SiteFacts } from '@/practice/site-facts'

/** A line of hours as the frame shows it: the days, then the times (the footer breaks between them). */
export interface FrameHoursLine {
  readonly days: string
  readonly header: string
  readonly footer: string
}

/**
 * The hours the header and footer show. Every page keeps the spec's one line, the main clinic's
 * usual week ('Monday to Friday 8:00am to 5:00pm'; docs/requirements.md §1). A clinic's own page
 * (/our-clinics/{clinic}) shows that clinic's whole week instead, its Saturday included, beside
 * its own phone (issue 35; docs/deviations.md): one name, address, phone and hours per location.
 */
export function frameHours({ clinic, facts }: { readonly clinic: Clinic | undefined; readonly facts: SiteFacts }): FrameHoursLine[] {
  const { days, opens, closes, footerCloses, week } = facts.openingHours
  if (!clinic) return [{ days, header: `${opens} to ${closes}`, footer: `${opens} to ${footerCloses}` }]
  return week.map((line) => ({ days: line.days, header: line.hours, footer: line.footerHours }))
}
