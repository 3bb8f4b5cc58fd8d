import type { Practice } from './model'

/** The prices the hand-written sections quote, each one of a treatment's priced options: [treatment slug, option name]. */
export const quotedOptions = {
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
/** A price the model lacks is absent: the section then asks the visitor to call (./site-facts.ts `price`). */
export type Prices = Readonly<Partial<Record<PriceName, number>>>

/**
 * The quoted prices, in whole pounds. A missing option is a mistake in the model, which the
 * model's check refuses (quotedOptionProblems); should one still get here, it is left out rather
 * than thrown, so no edit can take a page down (issue 34, point 2).
 */
export function quotedPrices(practice: Pick<Practice, 'treatments'>): Prices {
  const entries = Object.entries(quotedOptions).flatMap(([name, [slug, option]]) => {
    const found = practice.treatments.find((treatment) => treatment.slug === slug)?.options.find((candidate) => candidate.name === option)
    return found ? [[name, found.from] as const] : []
  })
  return Object.fromEntries(entries) as Prices
}
/** Each quoted option the model lacks, for the model's own check (./facts.ts). */
export const quotedOptionProblems = (practice: Pick<Practice, 'treatments'>): string[] =>
  Object.values(quotedOptions).flatMap(([slug, option]) =>
    practice.treatments.some((treatment) => treatment.slug === slug && treatment.options.some((candidate) => candidate.name === option))
      ? []
      : [`the site's sections quote option "${option}" of treatment "${slug}", which has no such option`],
  )
