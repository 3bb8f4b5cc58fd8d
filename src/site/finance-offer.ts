import { formatPounds } from '@/finance'
import { treatmentExample } from '@/practice/finance-facts'
import { embeddedFinance } from '@/practice/finance-record'
import type { Practice } from '@/practice/model'
import { ownRoute, routes } from './routes'
import { treatmentForRoute } from '@/practice/treatment-records'

/**
 * How the copy describes 0% finance, from the calculator's own products and limits
 * (docs/requirements.md §9), so the sections and FAQs never promise other terms than it offers.
 */
export const financeOffer = {
  /** The smallest treatment price it spreads: '£250'. */
  from: formatPounds(embeddedFinance.cashPriceLimits.min),
  /** The plans' terms in months, shortest first: '6, 10 or 12'. */
  terms: new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(
    embeddedFinance.products.map((product) => product.months).toSorted((a, b) => a - b).map(String),
  ),
} as const

/**
 * Whether a page shows a representative example of its own (issue 35): /finance (its calculator's)
 * or a treatment page whose facts panel has one. Its text's finance placeholders are then all
 * illustrations; on any other page the first is the representative example (src/practice/placeholders.ts).
 * A CMS page is shown at the routes that load its slug (/dental-implants-services loads
 * 'dental-implants'), or at its slug where no route names it.
 */
export function pageHasOwnExample(practice: Practice, slug: string): boolean {
  if (slug === ownRoute('finance').slug) return true
  const paths = routes.filter((route) => route.kind === 'content' && route.slug === slug).map((route) => route.path)
  return (paths.length > 0 ? paths : [slug]).some((path) => {
    const treatment = treatmentForRoute(practice.treatments, path)
    return treatment !== undefined && treatmentExample(practice, treatment) !== null
  })
}
