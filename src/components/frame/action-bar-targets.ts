import { mainClinic } from '@/practice/facts'
import type { Group } from '@/practice/model'
import { telHref } from '@/practice/wording'
import { clinicBookingHref } from '@/site/booking'

/** What the page tells the bar: whether it has the enquiry form (#getintouchform), and the treatment it is about. */
export interface ActionBarContext {
  /** Unset: the homepage and the clinic pages have the form; other pages without a say do not. */
  readonly enquiry?: boolean
  /** A treatment slug, for the booking address's {treatment}. */
  readonly treatment?: string
}

export interface ActionBarTargets {
  readonly call: { readonly label: string; readonly display: string; readonly href: string }
  readonly book: string
  /** The enquiry form's id, when Book goes to the form on this page. */
  readonly scrollTo?: string
  /** Book leaves the site (a booking portal). */
  readonly external: boolean
}

const CLINIC_PAGE = /^\/our-clinics\/([a-z0-9-]+)\/?$/

/**
 * Call: the page's clinic on a clinic page, else the main clinic. Book: that clinic's booking
 * address (or the practice's BOOKING_URL), else the enquiry form on the page, else /contact-us.
 */
export function actionBarTargets(group: Group, pathname: string, context: ActionBarContext = {}): ActionBarTargets {
  const slug = CLINIC_PAGE.exec(pathname)?.[1]
  const pageClinic = slug ? group.clinics.find((clinic) => clinic.slug === slug) : undefined
  const clinic = pageClinic ?? mainClinic(group)
  const enquiry = context.enquiry ?? (pathname === '/' || pageClinic !== undefined)
  const book = clinicBookingHref(clinic, enquiry ? '#getintouchform' : '/contact-us', context.treatment ? { treatment: context.treatment } : {})
  return {
    call: { label: `${clinic.name} clinic`, display: clinic.phone, href: telHref(clinic.phone) },
    book,
    ...(book.startsWith('#') ? { scrollTo: book.slice(1) } : {}),
    external: /^https?:/.test(book),
  }
}
