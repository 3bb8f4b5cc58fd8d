import { formatPounds } from '@/finance'
import { groupCare, mainClinic } from './facts'
import { mapLinks } from './map'
import { quotedPrices, type PriceName, type Prices } from './quoted-prices'
import type { Care, Clinic, Practice } from './model'
import { formatClock, formatSessions, telHref, weekLines, whatsappHref } from './wording'

/**
 * What the frame and the hand-written sections say about the practice (its name, a clinic's
 * contacts and hours, the prices they quote), worked out from the practice model (issue 28) that
 * the content port serves: the embedded files under content/practice, or WordPress. Nothing here
 * holds a fact; each request reads the model (src/content/site-facts.ts) and passes the result on.
 */

export interface Phone {
  /** As people read it: '01632 960000'. */
  readonly display: string
  readonly href: string
}

export interface SiteFacts {
  readonly name: string
  readonly town: string
  readonly county: string
  /** The fixed document title naming the practice and its town (docs/requirements.md §1). */
  readonly documentTitle: string
  readonly tagline: string
  /** The clinic these contacts are of: the page's own, else the main one. */
  readonly clinic: { readonly slug: string; readonly name: string }
  readonly phone: Phone
  readonly appointmentsPhone: Phone
  /** The contact page's WhatsApp block (docs/requirements.md §2); the main clinic must have one. */
  readonly whatsapp: Phone | undefined
  readonly email: string
  readonly address: Clinic['address']
  readonly geo: Clinic['geo']
  /** 'Monday to Friday', '8:00am', '5:00pm': the spec's wording of the clinic's usual week (docs/requirements.md §1, §9). */
  readonly openingHours: {
    readonly days: string
    readonly opens: string
    readonly closes: string
    readonly footerCloses: string
    /** The clinic's whole week, each run of open days with its hours ('Saturday', '9:00am to 1:00pm'), for its own page's frame (issue 35). */
    readonly week: readonly { readonly days: string; readonly hours: string; readonly footerHours: string }[]
  }
  readonly social: Practice['group']['social']
  readonly regulatorReport: { readonly label: string; readonly href: string }
  readonly transport: { readonly publicTransport: string; readonly byCar: string }
  /** Shown only after the visitor asks for the map (no third-party request before). */
  readonly map: { readonly embedUrl: string; readonly linkUrl: string }
  /** The care the group offers between its clinics, and the clinics that offer NHS care (by name). */
  readonly care: Care
  readonly nhsClinicNames: readonly string[]
  readonly prices: Prices
}

const phoneOf = (number: string): Phone => ({ display: number, href: telHref(number) })

export type { PriceName, Prices }

/** The facts for a page: about its own clinic (by slug) where it has one, else the main one. */
export function siteFacts(practice: Practice, clinicSlug?: string): SiteFacts {
  const { group } = practice
  const clinic = (clinicSlug && group.clinics.find((candidate) => candidate.slug === clinicSlug)) || mainClinic(group)
  const open = weekLines(clinic.hours).find((line) => line.sessions.length > 0)
  const first = open?.sessions[0]
  const last = open?.sessions.at(-1)
  const phone = phoneOf(clinic.phone)
  const nhsClinicNames = group.clinics.filter((candidate) => candidate.care !== 'private').map((candidate) => candidate.name)
  return {
    name: group.name,
    town: group.town,
    county: group.county,
    documentTitle: group.documentTitle,
    tagline: group.tagline,
    clinic: { slug: clinic.slug, name: clinic.name },
    phone,
    appointmentsPhone: clinic.appointmentsPhone ? phoneOf(clinic.appointmentsPhone) : phone,
    whatsapp: clinic.whatsapp ? { display: clinic.whatsapp, href: whatsappHref(clinic.whatsapp) } : undefined,
    email: clinic.email,
    address: clinic.address,
    geo: clinic.geo,
    openingHours: {
      days: open?.days ?? '',
      opens: first ? formatClock(first.opens) : '',
      closes: last ? formatClock(last.closes) : '',
      /** The footer writes the closing time with a point (docs/requirements.md §1). */
      footerCloses: last ? formatClock(last.closes, '.') : '',
      week: weekLines(clinic.hours)
        .filter((line) => line.sessions.length > 0)
        .map((line) => ({ days: line.days, hours: formatSessions(line.sessions), footerHours: formatSessions(line.sessions, '.') })),
    },
    social: group.social,
    regulatorReport: { label: 'Read our CQC inspection report', href: clinic.cqcLocation },
    transport: { publicTransport: clinic.directions.publicTransport, byCar: clinic.directions.byCar },
    map: mapLinks(clinic.geo),
    care: groupCare(group),
    nhsClinicNames,
    prices: quotedPrices(practice),
  }
}

/** '1 High Street, Maidenhead, Berkshire, SL6 1AA'. */
export function formatAddress(address: SiteFacts['address'], separator = ', '): string {
  const { street, locality, region, postcode } = address
  return [street, locality, region, postcode].join(separator)
}

type PriceFacts = Pick<SiteFacts, 'prices' | 'phone'>

/** The sentence a section says where the model has no price to quote: a way to get one. */
export const callForPrice = (facts: Pick<SiteFacts, 'phone'>): string => `Call us on ${facts.phone.display} for a price.`

/**
 * Copy that quotes prices (issue 34, point 2): `sentence` with each named price as '£2,500';
 * where the model lacks any of them (a quoted option the check let through, which it should
 * not), `otherwise` (the same copy without the prices, whole sentences) and then a way to get a
 * price, so no section ever reads 'From (call us …) per tooth'.
 */
export function quoting(facts: PriceFacts, names: readonly PriceName[], sentence: (...prices: string[]) => string, otherwise = ''): string {
  const pounds = names.map((name) => facts.prices[name])
  if (pounds.every((value): value is number => value !== undefined)) return sentence(...pounds.map((value) => formatPounds(value)))
  return [otherwise, callForPrice(facts)].filter(Boolean).join(' ')
}

/** A price on its own, beside its label (a price list's cell): 'from £2,500', else 'Call us for a price' (the phone is beside it). */
export const priceCell = (facts: PriceFacts, name: PriceName, from = true): string => {
  const pounds = facts.prices[name]
  return pounds === undefined ? 'Call us for a price' : `${from ? 'from ' : ''}${formatPounds(pounds)}`
}

/** A heading that names a price: with it, else the heading without it. */
export const titleQuoting = (facts: PriceFacts, name: PriceName, title: (price: string) => string, otherwise: string): string => {
  const pounds = facts.prices[name]
  return pounds === undefined ? otherwise : title(formatPounds(pounds))
}
