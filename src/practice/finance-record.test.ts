import { calculateLoan } from '@/finance'
import { embeddedPractice } from '../../tests/embedded-facts'
import { modelProblems } from './check/check-model'
import { embeddedFinance, FINANCE_BOUNDS, financeRecordSchema, type FinanceRecord } from './finance-record'

type Product = FinanceRecord['products'][number]
const [first] = embeddedFinance.products
if (!first) throw new Error('the embedded record has no product')

/** The issues of the record with the first product changed: each as 'path: message'. */
function problemsWith(change: Partial<Product>, record: Partial<FinanceRecord> = {}): string[] {
  const parsed = financeRecordSchema.safeParse({ ...embeddedFinance, ...record, products: [{ ...first, ...change }, ...embeddedFinance.products.slice(1)] })
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('the finance record (issue 44: a product the calculator can work out)', () => {
  it('takes the embedded record as it is', () => {
    expect(problemsWith({})).toEqual([])
  })

  it.each([
    ['a document fee collected after the last month', { documentFeeCollectionMonth: first.months + 1 }, 'products.0.documentFeeCollectionMonth'],
    ['a deferral longer than the term', { deferredPeriod: first.months + 1 }, 'products.0.deferredPeriod'],
    ['an option period past the agreement', { optionPeriod: first.months + 1 }, 'products.0.optionPeriod'],
    ['a smallest loan above the largest', { minLoan: first.maxLoan + 1 }, 'products.0.minLoan'],
    ['a smallest loan under £1 a month', { minLoan: first.months * 100 - 1 }, 'products.0.minLoan'],
    ['charges as large as the smallest loan', { serviceFee: first.minLoan }, 'products.0.serviceFee'],
    ['a document fee minimum above its maximum', { documentFeeMinimum: 2000, documentFeeMaximum: 1000 }, 'products.0.documentFeeMinimum'],
    ['a document fee of 100% of the loan', { documentFeePercentage: 100 }, 'products.0.documentFeePercentage'],
    ['a name past its bound', { name: 'n'.repeat(FINANCE_BOUNDS.name + 1) }, 'products.0.name'],
    ['a term past ten years', { months: FINANCE_BOUNDS.months + 1 }, 'products.0.months'],
  ] as const)('refuses %s, naming the field', (_, change, path) => {
    expect(problemsWith(change).map((problem) => problem.split(':')[0])).toContain(path)
  })

  it('names the record’s own fields: the first figures within the limits, no loan of nothing, bounded lists', () => {
    expect(problemsWith({}, { defaults: { ...embeddedFinance.defaults, cashPrice: embeddedFinance.cashPriceLimits.max + 1 } })).toEqual([
      'defaults.cashPrice: the calculator’s first cash price must be within the cash-price limits',
    ])
    expect(problemsWith({}, { cashPriceLimits: { min: 0, max: 15000 }, defaults: { ...embeddedFinance.defaults } })[0]).toMatch(/^cashPriceLimits\.min/)
    expect(problemsWith({}, { lowestRepaymentExample: { cashPrice: 1000, deposit: 1000 } })).toEqual(['lowestRepaymentExample.deposit: the deposit must leave something to borrow'])
    const many = Array.from({ length: FINANCE_BOUNDS.products + 1 }, (_, index) => ({ ...first, productId: index + 1 }))
    expect(financeRecordSchema.safeParse({ ...embeddedFinance, products: many }).success).toBe(false)
    const twice = financeRecordSchema.safeParse({ ...embeddedFinance, products: [first, first] })
    expect(twice.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['products: two products have the same id'])
  })

  it('every product it takes at the edges is one the calculator works out at its loan limits', () => {
    // The edges the refines allow: collected in the last month, deferred the whole term, charges a penny under the loan.
    const edge = { documentFeeCollectionMonth: first.months, deferredPeriod: first.months, optionPeriod: 2 * first.months, monthlyRate: FINANCE_BOUNDS.monthlyRate, serviceFee: first.minLoan - 1 }
    expect(problemsWith(edge)).toEqual([])
    const product = { ...first, ...edge }
    for (const loan of [product.minLoan, product.maxLoan]) expect(Number.isFinite(calculateLoan(loan, 0, product).apr)).toBe(true)
  })
})

describe('the site’s check of a settings save (issue 44)', () => {
  it('refuses a product collected after its last month, naming the field as the settings editor shows it', () => {
    const products = embeddedFinance.products.map((product, index) => (index === 1 ? { ...product, documentFeeCollectionMonth: product.months + 1 } : product))
    expect(modelProblems({ ...embeddedPractice(), finance: { ...embeddedFinance, products } })).toEqual([
      { where: 'finance.products[1].documentFeeCollectionMonth', message: 'the document fee must be collected at the start (0) or with one of the repayments, not after the last month' },
    ])
  })
})
