import { formatPounds } from '@/finance'

/**
 * The prices the hand-written sections quote, in whole pounds: the one place each lives in code
 * (the full price list is the CMS's fees page). Change a price here and every section, FAQ and
 * cost banner that quotes it says the same.
 */
export const prices = {
  invisalignLite: 2500,
  invisalignComprehensive: 3800,
  clearBraces: 2800,
  newPatientExamination: 75,
  routineExamination: 55,
  membershipPerMonth: 25,
  homeWhitening: 395,
  homeAndSurgeryWhitening: 695,
  compositeBondingPerTooth: 250,
  veneersPerTooth: 850,
} as const satisfies Record<string, number>

export type PriceName = keyof typeof prices

/** A price as the copy writes it: '£2,500'. */
export const price = (name: PriceName): string => formatPounds(prices[name])

/** A starting price: 'from £2,500'. */
export const priceFrom = (name: PriceName): string => `from ${price(name)}`
