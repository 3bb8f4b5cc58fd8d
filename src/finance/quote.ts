import { calculateLoan, depositFor } from './calculate'
import type { FinanceProduct, FinanceResult } from './types'

export type LoanLimit = 'below-minimum' | 'above-maximum'

/** What the calculator shows for one product: the loan, and its repayments when the lender allows it. */
export interface Quote {
  readonly cashPrice: number
  readonly deposit: number
  readonly loanAmount: number
  /** Set when the loan is outside the product's minLoan..maxLoan; there is then no result. */
  readonly limit: LoanLimit | null
  readonly result: FinanceResult | null
}

export function loanLimitFor(product: FinanceProduct, loanAmount: number): LoanLimit | null {
  if (loanAmount < product.minLoan) return 'below-minimum'
  if (loanAmount > product.maxLoan) return 'above-maximum'
  return null
}

/** The calculation, or null where the product's figures cannot give one (the model's check refuses such a product; issue 44). */
function resultOrNull(cashPrice: number, deposit: number, product: FinanceProduct): FinanceResult | null {
  try {
    return calculateLoan(cashPrice, deposit, product)
  } catch (error) {
    if (error instanceof RangeError) return null
    throw error
  }
}

/** A quote for a cash price in pence and a deposit in percent of it. */
export function quoteFor(cashPrice: number, depositPercent: number, product: FinanceProduct): Quote {
  const deposit = depositFor(cashPrice, depositPercent)
  const loanAmount = cashPrice - deposit
  const limit = loanLimitFor(product, loanAmount)
  // A loan the lender would refuse gets no repayment figures: showing them would mislead.
  return { cashPrice, deposit, loanAmount, limit, result: limit ? null : calculateLoan(cashPrice, deposit, product) }
}

/**
 * The calculator's rows: each product with its quote, leaving out a product that cannot be worked
 * out for this loan (the model's check refuses such a product, issue 44; one that slipped past it
 * costs its own row, never the page).
 */
export function quotesFor(products: readonly FinanceProduct[], cashPrice: number, depositPercent: number): { product: FinanceProduct; quote: Quote }[] {
  const deposit = depositFor(cashPrice, depositPercent)
  const loanAmount = cashPrice - deposit
  return products.flatMap((product) => {
    const limit = loanLimitFor(product, loanAmount)
    const result = limit ? null : resultOrNull(cashPrice, deposit, product)
    return limit || result ? [{ product, quote: { cashPrice, deposit, loanAmount, limit, result } }] : []
  })
}

/**
 * 'Lowest Monthly Repayment' (docs/requirements.md §9): the product with the smallest regular
 * repayment for the example price and deposit; on a tie, the one costing least overall,
 * then the earlier in the list. Products that cannot lend that amount, or cannot be worked out, are skipped.
 */
export function findLowestMonthlyProduct(products: readonly FinanceProduct[], example: { readonly cashPrice: number; readonly deposit: number }): FinanceProduct | undefined {
  const loanAmount = example.cashPrice - example.deposit
  let best: { product: FinanceProduct; monthly: number; total: number } | undefined
  for (const product of products) {
    if (loanLimitFor(product, loanAmount)) continue
    const result = resultOrNull(example.cashPrice, example.deposit, product)
    if (!result) continue
    const better = !best || result.initialPayments < best.monthly || (result.initialPayments === best.monthly && result.amountPayable < best.total)
    if (better) best = { product, monthly: result.initialPayments, total: result.amountPayable }
  }
  return best?.product
}
