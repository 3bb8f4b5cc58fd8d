import { embeddedPractice } from '../../tests/embedded-facts'
import { embeddedFinance, type FinanceRecord } from './finance-record'

/**
 * A product forced into the setting past the check (written straight to the WordPress option,
 * issue 44): its document fee collected after its last month, so the calculator cannot work it out.
 * What pages compute from the record leaves that product out, logs it once, and goes on.
 */
export function withBrokenProducts(count = 1): ReturnType<typeof embeddedPractice> & { finance: FinanceRecord } {
  const longestFirst = embeddedFinance.products.toSorted((a, b) => b.months - a.months)
  const broken = new Set(longestFirst.slice(0, count).map((product) => product.productId))
  const products = embeddedFinance.products.map((product) => (broken.has(product.productId) ? { ...product, documentFeeCollectionMonth: product.months + 1 } : product))
  return { ...embeddedPractice(), finance: { ...embeddedFinance, products } }
}
