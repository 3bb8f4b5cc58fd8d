import type { Practice } from './model'

/** The prices the hand-written sections quote, each one of a treatment's priced options. */
const quotedOptions = {
  invisalignLite: ['invisalign', 'Invisalign Lite'],
  invisalignComprehensive: ['invisalign', 'Invisalign Comprehensive'],
  clearBraces: ['clear-braces', 'Clear or fixed braces'],
  newPatientExamination: ['dental-examinations', 'New patient examination (with X-rays as needed)'],
  routineExamination: ['dental-examinations', 'Routine examination'],
  membershipPerMonth: ['membership-plans', 'Membership plan'],
  homeWhitening: ['teeth-whitening', 'Home teeth whitening'],
  homeAndSurgeryWhitening: ['teeth-whitening', 'Home and in-surgery whitening'],
  compositeBondingPerTooth: ['composite-bonding', 'Composite bonding'],
  veneersPerTooth: ['veneers', 'Porcelain veneer'],
} as const satisfies Record<string, readonly [string, string]>

export type PriceName = keyof typeof quotedOptions
export type Prices = Readonly<Record<PriceName, number>>

/** The quoted prices, in whole pounds; a missing option is a mistake in the model (see quotedOptionProblems). */
export function quotedPrices(practice: Pick<Practice, 'treatments'>): Prices {
  const entries = Object.entries(quotedOptions).map(([name, [slug, option]]) => {
    const found = practice.treatments.find((treatment) => treatment.slug === slug)?.options.find((candidate) => candidate.name === option)
    if (!found) throw new Error(`practice model: the sections quote option '${option}' of treatment '${slug}', which it does not have`)
    return [name, found.from] as const
  })
  return Object.fromEntries(entries) as Record<PriceName, number>
}
/** Each quoted option the model lacks, for the model's own check (./facts.ts). */
export const quotedOptionProblems = (practice: Pick<Practice, 'treatments'>): string[] =>
  Object.values(quotedOptions).flatMap(([slug, option]) =>
    practice.treatments.some((treatment) => treatment.slug === slug && treatment.options.some((candidate) => candidate.name === option))
      ? []
      : [`the site's sections quote option "${option}" of treatment "${slug}", which has no such option`],
  )
