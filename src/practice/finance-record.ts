import { z } from 'zod'
// The attribute lets Node (the browser tests) import it as Vite does.
import embeddedJson from '../../content/practice/finance.json' with { type: 'json' }
import { documentFeeFor } from '@/finance/calculate'
import type { FinanceProduct } from '@/finance/types'
import { MODEL_BOUNDS } from './bounds'

/**
 * Finance as one record (issue 35): who brokers the credit and on what terms, and the products with
 * their limits. The calculator, the facts panel and every example read it, so the FCA's items
 * (CONC 3.5.5R, 3.5.3R, 3.7, 4.5.3R) are said once. Plain JSON, camelCase: the embedded
 * content/practice/finance.json, or the WordPress setting the plugin serves as the practice
 * endpoint's `finance` (without it, the embedded record is used).
 */
/**
 * Bounds a real practice never reaches but a page can afford (issue 44): a lender's rate card has a
 * handful of products, and every figure stays far inside the calculator's safe integers.
 */
export const FINANCE_BOUNDS = {
  products: 20,
  lenders: 10,
  name: MODEL_BOUNDS.name,
  tag: 60,
  slug: MODEL_BOUNDS.slug,
  /** Ten years of monthly repayments; a deferral or option period no longer. */
  months: 120,
  /** £1,000,000 in pence: any loan, fee or limit. */
  pence: 100_000_000,
  pounds: 1_000_000,
  /** Percent a month (FCA's high-cost caps are far below). */
  monthlyRate: 10,
  apr: 1000,
} as const

const pence = z.number().int().min(0).max(FINANCE_BOUNDS.pence)
const months = z.number().int().min(0).max(FINANCE_BOUNDS.months)
const pounds = z.number().int().min(0).max(FINANCE_BOUNDS.pounds)

/** A lender's product (src/finance/types.ts says what each field means). Money in pence, rates in percent. */
export const financeProductSchema = z
  .object({
    productId: z.number().int().min(1).max(1_000_000_000),
    name: z.string().min(1).max(FINANCE_BOUNDS.name),
    months: months.min(1),
    tag: z.string().max(FINANCE_BOUNDS.tag),
    altTag: z.string().max(FINANCE_BOUNDS.tag),
    minLoan: pence,
    maxLoan: pence,
    monthlyRate: z.number().min(0).max(FINANCE_BOUNDS.monthlyRate),
    apr: z.number().min(0).max(FINANCE_BOUNDS.apr),
    serviceFee: pence,
    documentFee: pence,
    documentFeeCollectionMonth: months,
    documentFeeMaximum: pence,
    documentFeeMinimum: pence,
    // Below 100%: the fee then grows more slowly than the loan, so the charges are largest on the smallest loan.
    documentFeePercentage: z.number().min(0).lt(100),
    optionPeriod: months,
    deferredPeriod: months,
    settlementFee: pence,
  })
  // Each refine names its field, so the settings editor shows the problem beside it (issue 44): every
  // one is a figure the calculator cannot work with (src/finance/calculate.ts), caught at the save.
  .refine((product) => product.documentFeeCollectionMonth <= product.months, {
    path: ['documentFeeCollectionMonth'],
    message: 'the document fee must be collected at the start (0) or with one of the repayments, not after the last month',
  })
  .refine((product) => product.deferredPeriod <= product.months, { path: ['deferredPeriod'], message: 'the deferral must not be longer than the term' })
  .refine((product) => product.optionPeriod <= product.deferredPeriod + product.months, { path: ['optionPeriod'], message: 'the option period must end within the agreement' })
  .refine((product) => product.minLoan <= product.maxLoan, { path: ['minLoan'], message: 'the smallest loan must not be above the largest' })
  // A smaller loan cannot be spread over the months in whole pence with a final payment left over.
  .refine((product) => product.minLoan >= product.months * 100, { path: ['minLoan'], message: 'the smallest loan must be at least £1 for each month of the term' })
  .refine((product) => product.documentFeeMinimum === 0 || product.documentFeeMaximum === 0 || product.documentFeeMinimum <= product.documentFeeMaximum, {
    path: ['documentFeeMinimum'],
    message: 'the document fee’s minimum must not be above its maximum',
  })
  .refine((product) => product.serviceFee + documentFeeFor(product, product.minLoan) < product.minLoan, {
    path: ['serviceFee'],
    message: 'the service and document fees must be less than the smallest loan: the charges would exceed the credit',
  }) satisfies z.ZodType<FinanceProduct>

const limits = (bound: typeof pounds) => z.object({ min: bound, max: bound }).refine((range) => range.min <= range.max, { message: 'min must not be above max', path: ['min'] })

export const financeRecordSchema = z
  .object({
    /** The practice's legal name as the Financial Services Register has it. */
    legalName: z.string().min(1).max(200),
    /** 'authorised and regulated by the Financial Conduct Authority', or 'an appointed representative of …'. */
    fcaStatus: z.string().min(1).max(300),
    /** The firm reference number on the Register (six or seven digits). */
    firmReferenceNumber: z.string().regex(/^\d{6,7}$/, 'six or seven digits'),
    /** The lender or lenders the practice introduces patients to. */
    lenders: z.array(z.string().min(1).max(FINANCE_BOUNDS.name)).min(1).max(FINANCE_BOUNDS.lenders),
    /** Whether it works with them exclusively (CONC 3.7.4G). */
    exclusive: z.boolean(),
    /** CONC 3.7: 'We are a credit broker, not a lender.' */
    brokerStatement: z.string().min(1).max(300),
    /** CONC 4.5.3R: what the practice is paid (or pays) for introducing a patient, and whether it changes the price. */
    commission: z.string().min(1).max(500),
    /** The clinic whose postal address credit promotions give (CONC 3.5.3R): a clinic's slug, not the address typed again. */
    addressClinic: z.string().min(1).max(FINANCE_BOUNDS.slug),
    /** Cash prices, in whole pounds, that finance is offered and exemplified for (the spec's £250 to £15,000); never £0, which lends nothing. */
    cashPriceLimits: limits(pounds.min(1)),
    depositPercentLimits: limits(z.number().int().min(0).max(100)),
    /** The calculator's first figures: cash price in whole pounds, deposit in percent, and a product id. */
    defaults: z.object({ cashPrice: pounds, depositPercent: z.number().int().min(0).max(100), productId: z.number().int() }),
    /** 'Lowest Monthly Repayment' compares the products on this price and deposit (pence). */
    lowestRepaymentExample: z
      .object({ cashPrice: pence, deposit: pence })
      .refine((example) => example.deposit < example.cashPrice, { path: ['deposit'], message: 'the deposit must leave something to borrow' }),
    /** The products; a product's loan limits are the lender's ceiling, never the offer. */
    products: z.array(financeProductSchema).min(1).max(FINANCE_BOUNDS.products),
  })
  .refine((record) => record.defaults.cashPrice >= record.cashPriceLimits.min && record.defaults.cashPrice <= record.cashPriceLimits.max, {
    path: ['defaults', 'cashPrice'],
    message: 'the calculator’s first cash price must be within the cash-price limits',
  })
  .refine((record) => record.defaults.depositPercent >= record.depositPercentLimits.min && record.defaults.depositPercent <= record.depositPercentLimits.max, {
    path: ['defaults', 'depositPercent'],
    message: 'the calculator’s first deposit must be within the deposit limits',
  })
  .refine((record) => new Set(record.products.map((product) => product.productId)).size === record.products.length, {
    path: ['products'],
    message: 'two products have the same id',
  })
export type FinanceRecord = z.infer<typeof financeRecordSchema>

/** The embedded record, checked once as the module loads: a mistake in the file stops the build. */
export const embeddedFinance: FinanceRecord = financeRecordSchema.parse(embeddedJson)
