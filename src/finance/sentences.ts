import { formatPence, formatPounds } from './format'
import type { Limits } from './input'
import type { Quote } from './quote'
import type { FinanceProduct, FinanceResult } from './types'

/** The calculator's sentences (docs/requirements.md §9), word for word; shared by the page and the announcement. */

export const SUBJECT_TO_STATUS = 'Finance is subject to status. Terms and conditions apply.'

export function loanSentence(quote: Quote): string {
  return `This is a loan of ${formatPence(quote.loanAmount)} with ${formatPence(quote.deposit)} deposit`
}

export function repayableSentence(result: FinanceResult): string {
  // A one-month product has no 'monthly repayments' before its final one.
  if (result.months === 1) return `Repayable by a single payment of ${formatPence(result.finalPayment)}`
  return `Repayable by ${result.months - 1} monthly repayments of ${formatPence(result.initialPayments)} and a final payment of ${formatPence(result.finalPayment)}`
}

/**
 * Why a loan gets no repayments, and what the visitor can change. The offer is the cash-price range
 * (£250 to £15,000); the product's loan limits are the lender's, named only as the bound just hit.
 */
export function limitSentence(product: FinanceProduct, quote: Quote, limits: Limits): string {
  const range = `Finance is available on treatments from ${formatPounds(limits.min)} to ${formatPounds(limits.max)}.`
  return quote.limit === 'above-maximum'
    ? `${range} Raise the deposit to borrow no more than ${formatPence(product.maxLoan)}.`
    : `${range} Lower the deposit to borrow at least ${formatPence(product.minLoan)}.`
}

/** One short line for screen readers when the figures change. */
export function summarise(product: FinanceProduct, quote: Quote, limits: Limits): string {
  if (!quote.result) return `${loanSentence(quote)}. ${limitSentence(product, quote, limits)}`
  return `${product.name}. ${loanSentence(quote)}. ${repayableSentence(quote.result)}. Total repayable ${formatPence(quote.result.amountPayable)}.`
}
