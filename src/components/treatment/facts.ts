import type { TeamMember } from '@/content/types'
import { priceTerms, type PriceTermsView } from '@/components/prices/terms'
import { exampleSentence, representativeExample, SUBJECT_TO_STATUS } from '@/finance'
import { bookingClinic, headlineOption, headlinePrice, mainClinic } from '@/practice/facts'
import type { Practice, Treatment } from '@/practice/model'
import { formatPrice, telHref } from '@/practice/wording'
import { clinicBookingHref } from '@/site/booking'
import { treatmentForRoute } from '@/site/treatment-records'

/**
 * What a treatment page's facts panel says (issue 29), worked out from the practice model and the
 * team: nothing here is typed a second time. The price is each priced option's, the finance
 * example the calculator's own sums for the headline "from" price, Book the clinic's booking
 * address (or the enquiry form), Call the main clinic.
 */
export interface TreatmentFactsView {
  readonly slug: string
  readonly name: string
  /** 'from £910 per tooth': the cheapest option, as the clinic pages and /fees word it. */
  readonly headline: string
  /** Every priced option, named, when there is more than one. */
  readonly options: readonly { readonly name: string; readonly price: string }[]
  /** What every price includes and what may be added (issue 35: src/components/prices/terms.ts). */
  readonly terms: PriceTermsView
  /** The GOV.UK-style summary list: visits, time in the chair, recovery (each only if the model has it). */
  readonly rows: readonly { readonly key: string; readonly value: string }[]
  readonly providers: readonly TeamMember[]
  readonly clinics: readonly { readonly name: string; readonly href: string }[]
  /** The representative example and the calculator's proviso, or null outside the finance range. */
  readonly finance: { readonly example: string; readonly proviso: string } | null
  readonly book: string
  readonly call: { readonly display: string; readonly href: string }
}

export { bookingClinic }

/** The record a route presents: its own, or the one it explains (src/site/treatment-records.ts). */
export const treatmentFor = (practice: Practice, path: string): Treatment | undefined => treatmentForRoute(practice.treatments, path)

/** The representative example for the headline price, where finance applies and the price is in the calculator's range. */
export function financeFor(treatment: Treatment) {
  if (!treatment.finance) return null
  const example = representativeExample(headlineOption(treatment).from)
  return example && { example: exampleSentence(example), proviso: SUBJECT_TO_STATUS }
}

export function treatmentFacts(practice: Practice, treatment: Treatment, team: readonly TeamMember[], bookFallback: string): TreatmentFactsView {
  const rows = (
    [
      ['Visits', treatment.visits],
      ['Time in the chair', treatment.chairTime],
      ['Recovery', treatment.recovery],
    ] as const
  ).flatMap(([key, value]) => (value ? [{ key, value }] : []))
  const main = mainClinic(practice.group)
  return {
    slug: treatment.slug,
    name: treatment.name,
    headline: headlinePrice(treatment),
    options: treatment.options.length > 1 ? treatment.options.map((option) => ({ name: option.name, price: formatPrice(option) })) : [],
    terms: priceTerms(practice, treatment, treatment.options),
    rows,
    providers: treatment.providers.flatMap((slug) => team.filter((member) => member.slug === slug)),
    clinics: practice.group.clinics.filter((clinic) => treatment.clinics.includes(clinic.slug)).map((clinic) => ({ name: clinic.name, href: `/our-clinics/${clinic.slug}` })),
    finance: financeFor(treatment),
    book: clinicBookingHref(bookingClinic(practice, treatment), bookFallback, { treatment: treatment.slug }),
    call: { display: main.phone, href: telHref(main.phone) },
  }
}
