/** UK currency format, e.g. £1,666.70 (docs/requirements.md §9). */
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })
const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 })

export const formatPence = (pence: number): string => money.format(pence / 100)

/** Whole pounds without pence, for limits and hints: £15,000. */
export const formatPounds = (pounds: number): string => wholePounds.format(pounds)

/** An APR or other rate: 0%, 14.9%. */
export const formatPercent = (value: number): string => `${percent.format(value)}%`
