import type { FinanceProduct } from './types'

/** Fields every interest-free product shares: no interest, no fees, no deferral (docs/requirements.md §9). */
const interestFree = {
  minLoan: 250_00,
  maxLoan: 25_000_00,
  monthlyRate: 0,
  apr: 0,
  serviceFee: 0,
  documentFee: 0,
  documentFeeCollectionMonth: 0,
  documentFeeMaximum: 0,
  documentFeeMinimum: 0,
  documentFeePercentage: 0,
  optionPeriod: 0,
  deferredPeriod: 0,
  settlementFee: 0,
} as const

/** The products the practice offers, in the order of docs/requirements.md §9. Money in pence. */
export const financeProducts: readonly FinanceProduct[] = [
  { ...interestFree, productId: 27, name: 'Interest Free Finance (6 Months)', months: 6, tag: 'IFF6', altTag: 'ONIF6' },
  { ...interestFree, productId: 28, name: 'Interest Free Finance (12 Months)', months: 12, tag: 'IFF12', altTag: 'ONIF12' },
  { ...interestFree, productId: 88, name: 'Interest Free Finance (10 Months)', months: 10, tag: 'IFF10', altTag: 'ONIF10' },
]

export function findProduct(productId: number, products: readonly FinanceProduct[] = financeProducts): FinanceProduct | undefined {
  return products.find((product) => product.productId === productId)
}

/** The calculator's inputs and limits (docs/requirements.md §9). The cash price is in whole pounds. */
export const financeDefaults = { cashPrice: 2000, depositPercent: 0, productId: 27 } as const
export const cashPriceLimits = { min: 250, max: 15_000 } as const
export const depositPercentLimits = { min: 0, max: 99 } as const

/** 'Lowest Monthly Repayment' compares products on a £2,000 price with a £500 deposit (pence). */
export const lowestRepaymentExample = { cashPrice: 2000_00, deposit: 500_00 } as const
