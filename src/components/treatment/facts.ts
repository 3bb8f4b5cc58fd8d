import type { TeamMember } from '@/content/types'
import { priceTerms, type PriceTermsView } from '@/components/prices/terms'
import { exampleSentence, SUBJECT_TO_STATUS } from '@/finance'
import { brokerSentence, treatmentExample } from '@/practice/finance-facts'
import { bookingClinic, mainClinic, namedHeadlinePrice } from '@/practice/facts'
import type { Practice, Treatment } from '@/practice/model'
import { clinicsOf, providersAt } from '@/practice/rules/who-and-where'
import { formatPrice, telHref } from '@/practice/wording'
import { clinicBookingHref } from '@/site/booking'
import { careOffered, offersNhs } from '@/practice/regulation'
import { treatmentForRoute } from '@/practice/treatment-records'

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
  /** Everyone who provides it at one of its clinics, in the record's order. */
  readonly providers: readonly TeamMember[]
  /** Each clinic it is offered at, with its care and who provides it there (the record's providers on the clinic's team). */
  readonly clinics: readonly ClinicProviders[]
  /** The representative example, who brokers the credit and the calculator's proviso, or null outside the finance range. */
  readonly finance: { readonly example: string; readonly broker: string; readonly proviso: string } | null
  readonly book: string
  readonly call: { readonly display: string; readonly href: string }
}

export interface ClinicProviders {
  readonly slug: string
  readonly name: string
  readonly href: string
  /** 'NHS and private dental care', where the clinic provides this treatment on the NHS (issue 45: its `nhsAt`), else null. */
  readonly nhsCare: string | null
  readonly providers: readonly string[]
}

export { bookingClinic }

/** Who provides the treatment at each of its clinics: its `providers` ∩ the clinic's `team` (src/practice/rules/who-and-where.ts). */
function clinicProviders(practice: Practice, treatment: Treatment, team: readonly TeamMember[]): ClinicProviders[] {
  const nameOf = (slug: string) => team.find((member) => member.slug === slug)?.name
  return clinicsOf(practice, treatment).map((clinic) => ({
    slug: clinic.slug,
    name: clinic.name,
    href: `/our-clinics/${clinic.slug}`,
    nhsCare: treatment.nhsAt.includes(clinic.slug) && offersNhs(clinic.care) ? careOffered(clinic.care) : null,
    providers: providersAt(treatment, clinic).flatMap((slug) => nameOf(slug) ?? []),
  }))
}

/** The record a route presents: its own, or the one it explains (src/practice/treatment-records.ts). */
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
  const clinics = clinicsOf(practice, treatment)
  return {
    slug: treatment.slug,
    name: treatment.name,
    headline: namedHeadlinePrice(treatment),
    options: treatment.options.length > 1 ? treatment.options.map((option) => ({ name: option.name, price: formatPrice(option) })) : [],
    terms: priceTerms(practice, treatment, treatment.options),
    rows,
    providers: treatment.providers.filter((slug) => clinics.some((clinic) => clinic.team.includes(slug))).flatMap((slug) => team.filter((member) => member.slug === slug)),
    clinics: clinicProviders(practice, treatment, team),
    finance: financeFor(practice, treatment),
    book: clinicBookingHref(bookingClinic(practice, treatment), bookFallback, { treatment: treatment.slug }),
    call: { display: main.phone, href: telHref(main.phone) },
  }
}
