import { calculationFailure, longestProduct, representativeExample } from '@/finance'
import { exampleCashPrice, exampleOption, writtenFinanceOf } from '../finance-facts'
import type { Finding, ModelRule } from './rule'

/** The example a page works out, or why it cannot (a RangeError from src/finance/calculate.ts, a figure that is not finite among them). */
function exampleFailure(work: () => unknown): string | null {
  try {
    work()
    return null
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    return error.message
  }
}

/**
 * Every figure a page works out from the finance record can be worked out (issue 44: FCA CONC
 * 3.5.5R asks for a representative example, and a product the calculator cannot work out would
 * fail every page that shows one). By the pages' own functions: each product at its smallest and
 * largest loan; the longest product at each finance treatment's example price (the facts panel,
 * the `[finance <option>]` placeholders); the calculator's first figures (/finance). One finding per
 * product, on the product, so the settings editor shows it beside the product.
 */
export const financeFiguresRule: ModelRule = {
  id: 'finance-figures',
  source: 'FCA CONC 3.5.5R (a representative example a page can give); issue 44',
  check: (practice) => {
    const record = writtenFinanceOf(practice)
    const failing = new Map<number, string>()
    const fail = (index: number, message: string | null) => {
      if (message !== null && !failing.has(index)) failing.set(index, message)
    }
    for (const [index, product] of record.products.entries()) fail(index, calculationFailure(product, [product.minLoan, product.maxLoan]))

    const longest = longestProduct(record.products)
    const prices = new Map<number, string>()
    for (const treatment of practice.treatments.filter((candidate) => candidate.finance)) {
      const pounds = exampleCashPrice(exampleOption(treatment))
      if (!prices.has(pounds)) prices.set(pounds, treatment.slug)
    }
    const outside: string[] = []
    if (longest) {
      for (const [pounds, slug] of prices) {
        let example: unknown = null
        const failure = exampleFailure(() => (example = representativeExample(pounds, record)))
        fail(record.products.indexOf(longest), failure && `the example for ${slug} (£${pounds}) cannot be worked out: ${failure}`)
        // Offered for finance, yet no example at its price: its page and its prose would name the
        // finance (0%, interest-free) with no representative example beside it (CONC 3.5.5R), and
        // the page gate would refuse the page (issue 45).
        if (!failure && example === null) outside.push(`${slug} (£${pounds})`)
      }
    }
    const found: Finding[] = [...failing].map(([index, message]) => ({
      rule: 'finance-figures',
      where: `finance.products[${index}]`,
      message: `${record.products[index]?.name ?? 'this product'}: ${message}`,
    }))
    if (longest && outside.length > 0) {
      const shown = outside.slice(0, 3).join(', ') + (outside.length > 3 ? ` and ${outside.length - 3} more` : '')
      found.push({
        rule: 'finance-figures',
        where: `finance.products[${record.products.indexOf(longest)}]`,
        message: `${longest.name}: ${shown}, offered with finance, would have no representative example at ${outside.length === 1 ? 'its price' : 'their prices'} (outside the cash price or loan limits): widen the limits, or take finance off ${outside.length === 1 ? 'that treatment' : 'those treatments'}`,
      })
    }
    const first = record.products.find((product) => product.productId === record.defaults.productId)
    const atDefaults = exampleFailure(() => representativeExample(record.defaults.cashPrice, record, first?.months))
    if (atDefaults) found.push({ rule: 'finance-figures', where: 'finance.defaults.cashPrice', message: `the calculator’s first figures cannot be worked out: ${atDefaults}` })
    return found
  },
}
