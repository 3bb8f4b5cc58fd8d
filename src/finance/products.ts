import type { FinanceProduct } from './types'

/**
 * The products and their limits are the practice's finance record (content/practice/finance.json,
 * src/practice/finance-record.ts, issue 35): finance is pure arithmetic and is handed them.
 */
export function findProduct(productId: number, products: readonly FinanceProduct[]): FinanceProduct | undefined {
  return products.find((product) => product.productId === productId)
}
