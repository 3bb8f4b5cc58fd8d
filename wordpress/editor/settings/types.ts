import type { FinanceProduct } from '../../../src/finance/types'

/**
 * Settings → Practice as the plugin's `larkspur/v1/settings` route reads and writes it: the stored
 * options' own shape (snake_case keys), not the website's model. `finance` is the website's record
 * as it is (src/practice/finance-record.ts), or null when none is set and the site uses its own.
 */
export interface SocialLink {
  network: string
  href: string
}

export interface Group {
  name: string
  town: string
  county: string
  document_title: string
  tagline: string
  email: string
  prices_reviewed: string
  /** The company that runs the practice (issue 45): both or neither, two empty strings for none. */
  company: Company
  social: SocialLink[]
}

export interface Company {
  legal_name: string
  number: string
}

/** A line of the fee schedule: one of a treatment's priced options (by id), or a line with words for its price. */
export type FeeItem = { treatment: string; option: string; note?: string } | { name: string; free: string }

export interface FeeSection {
  title: string
  items: FeeItem[]
  notes?: string[]
}

export interface NhsBandSet {
  from: string
  source: string
  bands: { band1: number; band2: number; band3: number; urgent: number }
}

export type { FinanceProduct }

/** src/practice/finance-record.ts's record (rows.test.ts holds the two in step: its blank has every key of the schema). */
export interface FinanceRecord {
  legalName: string
  fcaStatus: string
  firmReferenceNumber: string
  lenders: string[]
  exclusive: boolean
  brokerStatement: string
  commission: string
  addressClinic: string
  cashPriceLimits: { min: number; max: number }
  depositPercentLimits: { min: number; max: number }
  defaults: { cashPrice: number; depositPercent: number; productId: number }
  lowestRepaymentExample: { cashPrice: number; deposit: number }
  products: FinanceProduct[]
}

// A type, not an interface, so it is a Record<string, unknown> the check can send.
export type Settings = {
  group: Group
  fees: { sections: FeeSection[]; nhs_bands: NhsBandSet[] }
  finance: FinanceRecord | null
}

/** What the page reads of the public practice endpoint: the options a fee line can pick, and the clinics. */
export interface PriceOption {
  id: string
  name: string
  from: number
  to?: number
  unit?: string
  fixed?: boolean
}
export interface Catalogue {
  treatments: ReadonlyArray<{ slug: string; name: string; options: readonly PriceOption[] }>
  clinics: ReadonlyArray<{ slug: string; name: string }>
}

/** What became of the last save, shown beside the Save button. */
export type PageNotice = { status: 'success' | 'error'; message: string } | null
