import type { TeamMember } from '@/content/types'
import { exampleSentence, SUBJECT_TO_STATUS } from '@/finance'
import { brokerSentence, treatmentExample } from '@/practice/finance-facts'
import { bookingClinic, headlinePrice, mainClinic } from '@/practice/facts'
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
  /** The GOV.UK-style summary list: visits, time in the chair, recovery (each only if the model has it). */
  readonly rows: readonly { readonly key: string; readonly value: string }[]
  readonly providers: readonly TeamMember[]
  readonly clinics: readonly { readonly name: string; readonly href: string }[]
  /** The representative example, who brokers the credit and the calculator's proviso, or null outside the finance range. */
  readonly finance: { readonly example: string; readonly broker: string; readonly proviso: string } | null
  readonly book: string
  readonly call: { readonly display: string; readonly href: string }
}

export { bookingClinic }

/** The record a route presents: its own, or the one it explains (src/site/treatment-records.ts). */
export const treatmentFor = (practice: Practice, path: string): Treatment | undefined => treatmentForRoute(practice.treatments, path)

/**
 * The page's representative example (issue 35): for a cash price a patient buys (the option marked
 * representative, or the headline price times its typical units), where finance applies and that
 * price is within £250 to £15,000; with the broker's statement and postal address beside it.
 */
export function financeFor(practice: Practice, treatment: Treatment) {
  const example = treatmentExample(practice, treatment)
  return example && { example: exampleSentence(example), broker: brokerSentence(practice), proviso: SUBJECT_TO_STATUS }
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
    rows,
    providers: treatment.providers.flatMap((slug) => team.filter((member) => member.slug === slug)),
    clinics: practice.group.clinics.filter((clinic) => treatment.clinics.includes(clinic.slug)).map((clinic) => ({ name: clinic.name, href: `/our-clinics/${clinic.slug}` })),
    finance: financeFor(practice, treatment),
    book: clinicBookingHref(bookingClinic(practice, treatment), bookFallback, { treatment: treatment.slug }),
    call: { display: main.phone, href: telHref(main.phone) },
  }
}
