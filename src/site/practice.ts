import group from '../../content/practice/group.json' with { type: 'json' }
import { mapLinks } from '@/practice/map'
import { formatClock, telHref, weekLines, whatsappHref } from '@/practice/wording'

/**
 * The main clinic's identity for the frame (header, footer, get-in-touch and the hand-written
 * sections), read from the embedded practice model (content/practice/group.json), which is the one
 * place its name, contacts and hours are written (issue 28). Pages about a clinic, /our-clinics
 * and /fees read the model through the content port instead, so a WordPress-edited model reaches
 * them; the frame follows it in the next step of issue 28.
 * Fictional by design (01632 960xxx is Ofcom's range reserved for drama).
 */
const main = group.clinics.find((clinic) => 'main' in clinic && clinic.main) ?? group.clinics[0]
if (!main) throw new Error('content/practice/group.json has no clinic')

const hours = main.hours as Partial<Record<'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday', { opens: string; closes: string }[]>>
const open = weekLines(hours).find((line) => line.sessions.length > 0)
const first = open?.sessions[0]
const last = open?.sessions.at(-1)
const dayCode = (day: string) => day.slice(0, 1).toUpperCase() + day.slice(1, 2)
const phone = { display: main.phone, href: telHref(main.phone) }
const mainWhatsapp = 'whatsapp' in main && typeof main.whatsapp === 'string' ? main.whatsapp : ''
if (!mainWhatsapp) throw new Error('content/practice/group.json: the main clinic needs a "whatsapp" number (the contact page shows it)')

export const practice = {
  name: group.name,
  town: group.town,
  county: group.county,
  /** The fixed document title naming the practice and its town (docs/requirements.md §1). */
  documentTitle: group.documentTitle,
  tagline: group.tagline,
  phone,
  appointmentsPhone: 'appointmentsPhone' in main && typeof main.appointmentsPhone === 'string' ? { display: main.appointmentsPhone, href: telHref(main.appointmentsPhone) } : phone,
  /** The contact page's WhatsApp block (docs/requirements.md §2) needs the main clinic's. */
  whatsapp: { display: mainWhatsapp, href: whatsappHref(mainWhatsapp) },
  email: main.email,
  address: main.address,
  /** The practice's position, for the map and the homepage's Dentist JSON-LD. */
  geo: main.geo,
  /** Monday to Friday 8:00am to 5:00pm; no weekend hours (docs/requirements.md §1 and §9). */
  openingHours: {
    days: open?.days ?? '',
    opens: first ? formatClock(first.opens) : '',
    closes: last ? formatClock(last.closes) : '',
    /** The footer writes the closing time with a point (docs/requirements.md §1). */
    footerCloses: last ? formatClock(last.closes, '.') : '',
    schemaOrg: open && first && last ? `${dayCode(open.each[0] ?? '')}-${dayCode(open.each.at(-1) ?? '')} ${first.opens}-${last.closes}` : '',
  },
  social: group.social,
  regulatorReport: { label: 'Read our CQC inspection report', href: main.cqcLocation },
  transport: { publicTransport: main.directions.publicTransport, byCar: main.directions.byCar },
  /** Shown only after the visitor asks for the map (no third-party request before). */
  map: mapLinks(main.geo),
}

/** The clinics that offer NHS care (by name), and the care the group offers between its clinics. */
export const nhsClinicNames: readonly string[] = group.clinics.filter((clinic) => clinic.care !== 'private').map((clinic) => clinic.name)
export const groupCareOffered: 'nhs' | 'private' | 'both' = nhsClinicNames.length === 0 ? 'private' : group.clinics.every((clinic) => clinic.care === 'nhs') ? 'nhs' : 'both'

export type Practice = typeof practice

export function formatAddress(separator = ', '): string {
  const { street, locality, region, postcode } = practice.address
  return [street, locality, region, postcode].join(separator)
}
