import treatments from '../../content/practice/treatments.json' with { type: 'json' }
import { formatPounds } from '@/finance'

/**
 * The prices the hand-written sections quote, in whole pounds, read from the embedded practice
 * model (content/practice/treatments.json), the one place each is written (issue 28): change a
 * price there and every section, FAQ and cost banner that quotes it says the same, as /fees and
 * the treatment pages do.
 */
function optionPrice(slug: string, option: string): number {
  const found = treatments.find((treatment) => treatment.slug === slug)?.options.find((candidate) => candidate.name === option)
  if (!found) throw new Error(`content/practice/treatments.json: no option '${option}' of '${slug}'`)
  return found.from
}

export const prices = {
  invisalignLite: optionPrice('invisalign', 'Invisalign Lite'),
  invisalignComprehensive: optionPrice('invisalign', 'Invisalign Comprehensive'),
  clearBraces: optionPrice('clear-braces', 'Clear or fixed braces'),
  newPatientExamination: optionPrice('dental-examinations', 'New patient examination (with X-rays as needed)'),
  routineExamination: optionPrice('dental-examinations', 'Routine examination'),
  membershipPerMonth: optionPrice('membership-plans', 'Membership plan'),
  homeWhitening: optionPrice('teeth-whitening', 'Home teeth whitening'),
  homeAndSurgeryWhitening: optionPrice('teeth-whitening', 'Home and in-surgery whitening'),
  compositeBondingPerTooth: optionPrice('composite-bonding', 'Composite bonding'),
  veneersPerTooth: optionPrice('veneers', 'Porcelain veneer'),
} as const satisfies Record<string, number>

export type PriceName = keyof typeof prices

/** A price as the copy writes it: '£2,500'. */
export const price = (name: PriceName): string => formatPounds(prices[name])

/** A starting price: 'from £2,500'. */
export const priceFrom = (name: PriceName): string => `from ${price(name)}`
