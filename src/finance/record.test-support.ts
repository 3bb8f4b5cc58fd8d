import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Limits } from './input'
import type { FinanceProduct } from './types'

/**
 * For this folder's tests only: the embedded finance record (content/practice/finance.json), read as
 * a file, since finance imports nothing of the project. The schema checks it where the site reads it
 * (src/practice/finance-record.ts); here it is the source of the figures the tests use.
 */
interface Record {
  readonly products: readonly FinanceProduct[]
  readonly cashPriceLimits: Limits
  readonly depositPercentLimits: Limits
  readonly defaults: { readonly cashPrice: number; readonly depositPercent: number; readonly productId: number }
  readonly lowestRepaymentExample: { readonly cashPrice: number; readonly deposit: number }
}

export const record = JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'practice', 'finance.json'), 'utf8')) as Record
export const { products: financeProducts, cashPriceLimits, depositPercentLimits, lowestRepaymentExample } = record

export function product(productId: number): FinanceProduct {
  const found = financeProducts.find((candidate) => candidate.productId === productId)
  if (!found) throw new Error(`no product ${productId}`)
  return found
}
