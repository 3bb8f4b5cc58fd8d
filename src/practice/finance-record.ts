import { z } from 'zod'
// The attribute lets Node (the browser tests) import it as Vite does.
import embeddedJson from '../../content/practice/finance.json' with { type: 'json' }
import type { FinanceProduct } from '@/finance/types'

/**
 * Finance as one record (issue 35): who brokers the credit and on what terms, and the products with
 * their limits. The calculator, the facts panel and every example read it, so the FCA's items
 * (CONC 3.5.5R, 3.5.3R, 3.7, 4.5.3R) are said once. Plain JSON, camelCase: the embedded
 * content/practice/finance.json, or the WordPress setting the plugin serves as the practice
 * endpoint's `finance` (without it, the embedded record is used).
 */
const pence = z.number().int().min(0)
const whole = z.number().int().min(0)

/** A lender's product (src/finance/types.ts says what each field means). Money in pence, rates in percent. */
export const financeProductSchema = z.object({
  productId: z.number().int().min(1),
  name: z.string().min(1),
  months: z.number().int().min(1).max(120),
  tag: z.string(),
  altTag: z.string(),
  minLoan: pence,
  maxLoan: pence,
  monthlyRate: z.number().min(0),
  apr: z.number().min(0),
  serviceFee: pence,
  documentFee: pence,
  documentFeeCollectionMonth: whole,
  documentFeeMaximum: pence,
  documentFeeMinimum: pence,
  documentFeePercentage: z.number().min(0),
  optionPeriod: whole,
  deferredPeriod: whole,
  settlementFee: pence,
}) satisfies z.ZodType<FinanceProduct>

const limits = z.object({ min: whole, max: whole }).refine((range) => range.min <= range.max, { message: 'min must not be above max' })

export const financeRecordSchema = z.object({
  /** The practice's legal name as the Financial Services Register has it. */
  legalName: z.string().min(1).max(200),
  /** 'authorised and regulated by the Financial Conduct Authority', or 'an appointed representative of …'. */
  fcaStatus: z.string().min(1).max(300),
  /** The firm reference number on the Register (six or seven digits). */
  firmReferenceNumber: z.string().regex(/^\d{6,7}$/, 'six or seven digits'),
  /** The lender or lenders the practice introduces patients to. */
  lenders: z.array(z.string().min(1)).min(1),
  /** Whether it works with them exclusively (CONC 3.7.4G). */
  exclusive: z.boolean(),
  /** CONC 3.7: 'We are a credit broker, not a lender.' */
  brokerStatement: z.string().min(1).max(300),
  /** CONC 4.5.3R: what the practice is paid (or pays) for introducing a patient, and whether it changes the price. */
  commission: z.string().min(1).max(500),
  /** The clinic whose postal address credit promotions give (CONC 3.5.3R): a clinic's slug, not the address typed again. */
  addressClinic: z.string().min(1),
  /** Cash prices, in whole pounds, that finance is offered and exemplified for (the spec's £250 to £15,000). */
  cashPriceLimits: limits,
  depositPercentLimits: limits,
  /** The calculator's first figures: cash price in whole pounds, deposit in percent, and a product id. */
  defaults: z.object({ cashPrice: whole, depositPercent: whole, productId: z.number().int() }),
  /** 'Lowest Monthly Repayment' compares the products on this price and deposit (pence). */
  lowestRepaymentExample: z.object({ cashPrice: pence, deposit: pence }),
  /** The products; a product's loan limits are the lender's ceiling, never the offer. */
  products: z.array(financeProductSchema).min(1),
})
export type FinanceRecord = z.infer<typeof financeRecordSchema>

/** The embedded record, checked once as the module loads: a mistake in the file stops the build. */
export const embeddedFinance: FinanceRecord = financeRecordSchema.parse(embeddedJson)
