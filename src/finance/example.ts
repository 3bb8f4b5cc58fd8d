import { calculateLoan } from './calculate'
import { formatPence, formatPercent } from './format'
import { cashPriceLimits, financeProducts } from './products'
import type { FinanceProduct, FinanceResult } from './types'

/**
 * A representative example for a price (issues 28 and 29), as the FCA's consumer credit rules
 * (CONC 3.5) ask wherever a repayment figure appears: worked out by the calculator's own maths,
 * never typed. With no deposit, over the longest interest-free term the products offer, for a
 * price within the calculator's cash-price range; otherwise there is none.
 */
export interface RepresentativeExample {
  readonly product: FinanceProduct
  readonly result: FinanceResult
}

/** The longest term among the products (12 months today). */
export const longestProduct = (products: readonly FinanceProduct[] = financeProducts): FinanceProduct | undefined =>
  products.reduce<FinanceProduct | undefined>((longest, product) => (!longest || product.months > longest.months ? product : longest), undefined)

/** The example for a price in whole pounds, over `months` if given (a product with that term), else the longest. */
export function representativeExample(pounds: number, months?: number, products: readonly FinanceProduct[] = financeProducts): RepresentativeExample | null {
  if (!Number.isFinite(pounds) || pounds < cashPriceLimits.min || pounds > cashPriceLimits.max) return null
  const product = months === undefined ? longestProduct(products) : products.find((candidate) => candidate.months === months)
  if (!product) return null
  const cashPrice = Math.round(pounds * 100)
  if (cashPrice < product.minLoan || cashPrice > product.maxLoan) return null
  return { product, result: calculateLoan(cashPrice, 0, product) }
}

/** One sentence: 'Representative example: cash price £850.00, no deposit, 11 monthly payments of £70.84 and a final payment of £70.76, total payable £850.00, 0% APR.' */
export function exampleSentence({ result }: RepresentativeExample): string {
  const cash = formatPence(result.loanAmount + result.deposit)
  const payments = result.months === 1 ? `a single payment of ${formatPence(result.finalPayment)}` : `${result.months - 1} monthly payments of ${formatPence(result.initialPayments)} and a final payment of ${formatPence(result.finalPayment)}`
  return `Representative example: cash price ${cash}, no deposit, ${payments}, total payable ${formatPence(result.amountPayable)}, ${formatPercent(result.apr)} APR.`
}
