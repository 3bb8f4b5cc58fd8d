import { calculateLoan } from './calculate'
import { formatPence, formatPercent } from './format'
import type { FinanceProduct, FinanceResult } from './types'

/**
 * A worked example for a price (issues 28, 29 and 35), by the calculator's own maths, never typed.
 * With no deposit, over the longest term the products offer, for a cash price within the range
 * finance is offered for (the record's cashPriceLimits, £250 to £15,000: the products' larger loan
 * limit is the lender's ceiling, not the offer); otherwise there is none.
 */
export interface RepresentativeExample {
  readonly product: FinanceProduct
  readonly result: FinanceResult
}

/** The longest term among the products (12 months today). */
export const longestProduct = (products: readonly FinanceProduct[]): FinanceProduct | undefined =>
  products.reduce<FinanceProduct | undefined>((longest, product) => (!longest || product.months > longest.months ? product : longest), undefined)

/** The example for a price in whole pounds, over `months` if given (a product with that term), else the longest. */
export function representativeExample(
  pounds: number,
  { products, cashPriceLimits: limits }: { readonly products: readonly FinanceProduct[]; readonly cashPriceLimits: { readonly min: number; readonly max: number } },
  months?: number,
): RepresentativeExample | null {
  if (!Number.isFinite(pounds) || pounds < limits.min || pounds > limits.max) return null
  const product = months === undefined ? longestProduct(products) : products.find((candidate) => candidate.months === months)
  if (!product) return null
  const cashPrice = Math.round(pounds * 100)
  if (cashPrice < product.minLoan || cashPrice > product.maxLoan) return null
  return { product, result: calculateLoan(cashPrice, 0, product) }
}

/**
 * 'Representative example' once on a page (the one a promotion carries, CONC 3.5.5R); any other
 * worked figures on the page are an 'Illustration'.
 */
export type ExampleLabel = 'Representative example' | 'Illustration'

function otherCharges(result: FinanceResult): string {
  const fees = [
    ['a service fee', result.serviceFee],
    ['a document fee', result.documentFee],
  ] as const
  const charged = fees.filter(([, amount]) => amount > 0).map(([what, amount]) => `${what} of ${formatPence(amount)}`)
  return charged.length === 0 ? 'No other fees or charges' : `Other charges: ${charged.join(' and ')}`
}

function repayments(result: FinanceResult): string {
  if (result.months === 1) return `a single payment of ${formatPence(result.finalPayment)}`
  if (result.finalPayment === result.initialPayments) return `${result.months} monthly payments of ${formatPence(result.initialPayments)}`
  return `${result.months - 1} monthly payments of ${formatPence(result.initialPayments)} and a final payment of ${formatPence(result.finalPayment)}`
}

/**
 * Every item CONC 3.5.5R lists, in short sentences a patient can read (issue 45): cash price,
 * deposit, total amount of credit, the rate of interest and that it is fixed, the APR
 * (representative in the representative example), other charges, the duration in months, each
 * repayment and the total amount payable. Each sentence keeps the item's own words, which the
 * credit-example rule looks for (src/practice/rules/credit-example.ts).
 * 'Representative example: cash price £X, deposit £0.00, total amount of credit £X.',
 * 'Rate of interest 0% fixed, 0% APR representative.', 'No other fees or charges.',
 * 'Duration 12 months: 11 monthly payments of £A and a final payment of £B.',
 * 'Total amount payable £X.'
 */
export function exampleSentences({ product, result }: RepresentativeExample, label: ExampleLabel = 'Representative example'): readonly string[] {
  const apr = `${formatPercent(result.apr)} APR${label === 'Representative example' ? ' representative' : ''}`
  // The nominal yearly rate; fixed for the whole agreement (every product's rate is).
  const rate = formatPercent(Math.round(product.monthlyRate * 12 * 100) / 100)
  return [
    `${label}: cash price ${formatPence(result.cashPrice)}, deposit ${formatPence(result.deposit)}, total amount of credit ${formatPence(result.loanAmount)}.`,
    `Rate of interest ${rate} fixed, ${apr}.`,
    `${otherCharges(result)}.`,
    `Duration ${result.months} months: ${repayments(result)}.`,
    `Total amount payable ${formatPence(result.amountPayable)}.`,
  ]
}

/** The example as one paragraph of those sentences, where a page gives it in running text. */
export const exampleSentence = (example: RepresentativeExample, label: ExampleLabel = 'Representative example'): string => exampleSentences(example, label).join(' ')
