import type { FeeItem, FeeSection, FinanceProduct, FinanceRecord, NhsBandSet, SocialLink } from './types'

/** The list with the item at `index` moved `by` places (−1 up, +1 down); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list]
  const moved = [...list]
  const [item] = moved.splice(index, 1) as [T]
  moved.splice(to, 0, item)
  return moved
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index)

export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] => list.map((each, at) => (at === index ? item : each))

export const isOptionItem = (item: FeeItem): item is Extract<FeeItem, { treatment: string }> => 'treatment' in item

/**
 * A fee line's choice as one select value: `treatment/option` (slugs and ids never hold a slash),
 * or '' for a line with words for its price.
 */
export const choiceOf = (item: FeeItem): string => (isOptionItem(item) ? `${item.treatment}/${item.option}` : '')

/** The line after the select changed to `choice`: an option keeps the line's note; a line of its own starts empty. */
export function itemFor(choice: string, before: FeeItem): FeeItem {
  const slash = choice.indexOf('/')
  if (slash < 0) return isOptionItem(before) ? { name: '', free: '' } : before
  const item: FeeItem = { treatment: choice.slice(0, slash), option: choice.slice(slash + 1) }
  return isOptionItem(before) && before.note ? { ...item, note: before.note } : item
}

/** Money the finance record keeps in pence is typed in pounds: back to whole pence. */
export const poundsToPence = (pounds: number): number => Math.round(pounds * 100)

export const blankSocial = (): SocialLink => ({ network: '', href: 'https://' })
export const blankSection = (): FeeSection => ({ title: '', items: [{ name: '', free: '' }], notes: [] })
export const blankBand = (from: string): NhsBandSet => ({ from, source: '', bands: { band1: 0, band2: 0, band3: 0, urgent: 0 } })

/** A new product: the next free id, nothing charged, interest free. */
export function blankProduct(existing: readonly FinanceProduct[]): FinanceProduct {
  return {
    productId: Math.max(0, ...existing.map((product) => product.productId)) + 1,
    name: '',
    months: 12,
    tag: '',
    altTag: '',
    minLoan: 0,
    maxLoan: 0,
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
  }
}

/** A finance record to fill in: every figure empty (the limits are the practice's to state), and one product. */
export function blankFinance(addressClinic: string): FinanceRecord {
  const product = blankProduct([])
  return {
    legalName: '',
    fcaStatus: '',
    firmReferenceNumber: '',
    lenders: [''],
    exclusive: true,
    brokerStatement: '',
    commission: '',
    addressClinic,
    cashPriceLimits: { min: 0, max: 0 },
    depositPercentLimits: { min: 0, max: 0 },
    defaults: { cashPrice: 0, depositPercent: 0, productId: product.productId },
    lowestRepaymentExample: { cashPrice: 0, deposit: 0 },
    products: [product],
  }
}
