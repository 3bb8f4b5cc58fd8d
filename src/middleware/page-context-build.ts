import type { PracticeServed } from '@/content/practice-status'
import { pageMeta, type PageMeta } from '@/content/page-meta'
import { hostsForm } from '@/forms/form-hosts'
import { bookingClinic, mainClinic } from '@/practice/facts'
import type { Clinic, Practice, Treatment } from '@/practice/model'
import { siteFacts, type SiteFacts } from '@/practice/site-facts'
import { telHref } from '@/practice/wording'
import { heroArtFor } from '@/site/artwork'
import { clinicBookingHref } from '@/site/booking'
import { findRoute, type RouteEntry } from '@/site/routes'
import { treatmentForRoute } from '@/practice/treatment-records'

/**
 * What one request's page is about, worked out once from the route and the practice model
 * (issue 34; the model is Starlight's route data): the layouts and components read it from
 * `locals.page` and never call the content port. Pure: the model is read by ./page-context.ts.
 */


/** The one call/book decision for the page: the action bar, the facts panel and the visit panel all follow it. */
export interface CallAndBook {
  readonly call: { readonly label: string; readonly display: string; readonly href: string }
  /** Where Book goes: the clinic's booking address, the practice's BOOKING_URL, else `fallback`. */
  readonly book: string
  /** The enquiry form on this page ('#getintouchform'), or /contact-us where the page has none. */
  readonly fallback: string
  /** The enquiry form's id, when Book goes to the form on this page. */
  readonly scrollTo?: string
  /** Book leaves the site (a booking portal). */
  readonly external: boolean
}

export interface PageContext {
  readonly route: RouteEntry | undefined
  readonly practice: Practice
  /** Which model the page was built from: the CMS's as it is, the last good one kept after a refusal or failure, or the embedded one. */
  readonly served: PracticeServed
  /** The practice's name and the main clinic's contacts, hours and quoted prices, for the frame and sections. */
  readonly facts: SiteFacts
  readonly treatment: Treatment | undefined
  readonly clinic: Clinic | undefined
  readonly contact: CallAndBook
  /** The hero's artwork file for the route (src/site/artwork.ts). */
  readonly hero: string
  /** The page's metadata before its content refines it (the CMS's SEO fields, its own title). */
  readonly meta: PageMeta
  /** The footer's 'Site updated on', or null to hide it. */
  readonly updated: string | null
}

const CLINIC_PAGE = /^\/our-clinics\/([a-z0-9-]+)\/?$/

/** Who to call and where Book goes; the enquiry form is on the page where src/forms/form-hosts.ts says (the one answer the server entry takes posts by). */
export function callAndBook(practice: Practice, { pathname, clinic, treatment }: { pathname: string; clinic: Clinic | undefined; treatment: Treatment | undefined }): CallAndBook {
  const calling = clinic ?? mainClinic(practice.group)
  const booking = clinic ?? (treatment ? bookingClinic(practice, treatment) : calling)
  const fallback = hostsForm(pathname, 'enquiry') ? '#getintouchform' : '/contact-us'
  const book = clinicBookingHref(booking, fallback, treatment ? { treatment: treatment.slug } : {})
  return {
    call: { label: `${calling.name} clinic`, display: calling.phone, href: telHref(calling.phone) },
    book,
    fallback,
    ...(book.startsWith('#') ? { scrollTo: book.slice(1) } : {}),
    external: /^https?:/.test(book),
  }
}

export function buildPageContext(pathname: string, practice: Practice, served: PracticeServed, updated: string | null): PageContext {
  const route = findRoute(pathname)
  const clinicSlug = CLINIC_PAGE.exec(pathname)?.[1]
  const clinic = clinicSlug ? practice.group.clinics.find((candidate) => candidate.slug === clinicSlug) : undefined
  const treatment = route?.kind === 'content' ? treatmentForRoute(practice.treatments, route.path) : undefined
  // The frame's facts are the main clinic's on every page but a clinic's own, which shows that clinic's phone and hours (issue 35).
  const facts = siteFacts(practice, clinic?.slug)
  return {
    route,
    practice,
    served,
    facts,
    treatment,
    clinic,
    contact: callAndBook(practice, { pathname, clinic, treatment }),
    hero: heroArtFor(route?.path ?? pathname.replace(/^\/+|\/+$/g, '')),
    meta: pageMeta({ facts, path: pathname, pageTitle: route?.kind === 'content' ? route.label : undefined }),
    updated,
  }
}
