import { cashPriceLimits, financeProducts, formatPounds } from '@/finance'

/**
 * How the copy describes 0% finance, from the calculator's own products and limits
 * (docs/requirements.md §9), so the sections and FAQs never promise other terms than it offers.
 */
export const financeOffer = {
  /** The smallest treatment price it spreads: '£250'. */
  from: formatPounds(cashPriceLimits.min),
  /** The plans' terms in months, shortest first: '6, 10 or 12'. */
  terms: new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(
    financeProducts.map((product) => product.months).toSorted((a, b) => a - b).map(String),
  ),
} as const
