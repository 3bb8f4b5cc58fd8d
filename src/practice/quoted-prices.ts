import type { Practice } from './model'
import type { Problem } from './rules/rule'

/** The prices the hand-written sections quote, each one of a treatment's priced options: [treatment slug, option id] (issue 35: a rename keeps them). */
export const quotedOptions = {
  invisalignLite: ['invisalign', 'invisalign-lite'],
  invisalignComprehensive: ['invisalign', 'invisalign-comprehensive'],
  clearBraces: ['clear-braces', 'clear-or-fixed-braces'],
  newPatientExamination: ['dental-examinations', 'new-patient-examination-with-x-rays-as-needed'],
  routineExamination: ['dental-examinations', 'routine-examination'],
  membershipPerMonth: ['membership-plans', 'membership-plan'],
  homeWhitening: ['teeth-whitening', 'home-teeth-whitening'],
  homeAndSurgeryWhitening: ['teeth-whitening', 'home-and-in-surgery-whitening'],
  compositeBondingPerTooth: ['composite-bonding', 'composite-bonding'],
  veneersPerTooth: ['veneers', 'porcelain-veneer'],
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
    const found = practice.treatments.find((treatment) => treatment.slug === slug)?.options.find((candidate) => candidate.id === option)
    return found ? [[name, found.from] as const] : []
  })
  return Object.fromEntries(entries) as Prices
}
/** Each quoted option the model lacks, for the model's own check (./facts.ts), named on the treatment it belongs to. */
export const quotedOptionProblems = (practice: Pick<Practice, 'treatments'>): Problem[] =>
  Object.values(quotedOptions).flatMap(([slug, option]): Problem[] => {
    const treatment = practice.treatments.find((candidate) => candidate.slug === slug)
    if (!treatment) return [{ where: `treatments[${slug}]`, message: `the site's sections quote option id "${option}" of treatment "${slug}", which the model does not have` }]
    if (treatment.options.some((candidate) => candidate.id === option)) return []
    return [{ where: `treatments[${slug}].options`, message: `the site's sections quote option id "${option}" of treatment "${slug}", which has no such option (a rename keeps the id)` }]
  })
