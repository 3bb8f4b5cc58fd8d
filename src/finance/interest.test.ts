import { calculateLoan, documentFeeFor } from './calculate'
import type { FinanceProduct } from './types'

// A product with interest, as a practice could add by configuration alone.
const classic: FinanceProduct = {
  productId: 900,
  name: 'Classic Credit (12 Months)',
  minLoan: 250_00,
  maxLoan: 25_000_00,
  months: 12,
  monthlyRate: 1.1648,
  apr: 14.9,
  serviceFee: 0,
  documentFee: 0,
  documentFeeCollectionMonth: 0,
  documentFeeMaximum: 0,
  documentFeeMinimum: 0,
  documentFeePercentage: 0,
  optionPeriod: 0,
  deferredPeriod: 0,
  tag: 'CC12',
  altTag: 'ONCC12',
  settlementFee: 0,
}

// Expected figures were worked out independently with 50-digit decimals.
const cases: readonly (readonly [string, Partial<FinanceProduct>, number, number, number, number, number])[] = [
  // [case, product changes, loan p, repayment p, balance p, charge for credit p, APR %]
  ['14.9% over 12 months, £1,000', {}, 100000, 8978, 107736, 7736, 14.9],
  ['14.9% over 12 months, £5,000', {}, 500000, 44889, 538668, 38668, 14.9],
  ['a 3-month deferral compounds first', { deferredPeriod: 3 }, 100000, 9296, 111552, 11552, 14.9],
  ['service fee and document fee paid at the start', { serviceFee: 25_00, documentFee: 20_00 }, 100000, 8978, 107736, 12236, 25.4],
  ['document fee with the first repayment', { serviceFee: 25_00, documentFee: 20_00, documentFeeCollectionMonth: 1 }, 100000, 8978, 107736, 12236, 25.3],
  ['9.9% over 24 months, £2,500', { months: 24, monthlyRate: 0.7899, apr: 9.9 }, 250000, 11477, 275448, 25448, 9.9],
  ['buy now pay later: 12 months deferred, 19.9% over 36', { months: 36, monthlyRate: 1.5244, apr: 19.9, deferredPeriod: 12, optionPeriod: 12, settlementFee: 29_00 }, 750000, 32645, 1175220, 425220, 19.9],
  ['interest free with a document fee with the first repayment', { monthlyRate: 0, apr: 0, documentFee: 20_00, documentFeeCollectionMonth: 1 }, 120000, 10000, 120000, 2000, 3.2],
  ['interest free with a document fee at the start', { monthlyRate: 0, apr: 0, documentFee: 20_00 }, 120000, 10000, 120000, 2000, 3.2],
  ['interest free with a service fee', { months: 6, monthlyRate: 0, apr: 0, serviceFee: 30_00 }, 60000, 10000, 60000, 3000, 19.4],
]

describe('the non-zero-rate branch (monthly compounding, fees, deferral)', () => {
  it.each(cases)('%s', (_, changes, loan, repayment, balance, charge, apr) => {
    const product = { ...classic, ...changes }
    const result = calculateLoan(loan + 10_000, 10_000, product)
    expect(result).toMatchObject({ loanAmount: loan, initialPayments: repayment, finalPayment: repayment, balancePayable: balance, chargeForCredit: charge, apr })
    expect(result.interest).toBe(balance - loan)
    expect(result.amountPayable).toBe(10_000 + balance + result.serviceFee + result.documentFee)
    expect(result.chargeForCredit).toBe(result.amountPayable - result.cashPrice)
    expect(result.months).toBe(product.months)
  })

  it('rounds each repayment up, so the repayments never fall short of the loan and its interest', () => {
    const result = calculateLoan(100000, 0, classic)
    const rate = classic.monthlyRate / 100
    const presentValue = Array.from({ length: 12 }, (_, k) => result.initialPayments / (1 + rate) ** (k + 1)).reduce((a, b) => a + b)
    expect(presentValue).toBeGreaterThanOrEqual(100000)
    expect(presentValue - 12).toBeLessThan(100000)
  })

  it('offers settlement within the option period for the loan plus the settlement fee', () => {
    const result = calculateLoan(750000, 0, { ...classic, optionPeriod: 12, deferredPeriod: 12, settlementFee: 29_00 })
    expect(result).toMatchObject({ optionPeriod: 12, deferredPeriod: 12, settlementAmount: 752900 })
    expect(calculateLoan(750000, 0, classic).settlementAmount).toBeNull()
  })
})

describe('document fee rules', () => {
  const feeProduct = { ...classic, documentFee: 10_00, documentFeePercentage: 1 }
  it.each([
    ['fixed part plus 1% of £2,000', {}, 200000, 3000],
    ['raised to the minimum', { documentFeeMinimum: 20_00 }, 50000, 2000],
    ['held to the maximum', { documentFeeMaximum: 50_00 }, 1_000_000, 5000],
    ['within the bounds, unchanged', { documentFeeMinimum: 20_00, documentFeeMaximum: 50_00 }, 300000, 4000],
    ['a percentage of an odd loan rounds half up', { documentFee: 0, documentFeePercentage: 2.5 }, 12345, 309],
    ['no fee at all', { documentFee: 0, documentFeePercentage: 0 }, 200000, 0],
  ])('%s', (_, changes, loan, fee) => {
    expect(documentFeeFor({ ...feeProduct, ...changes }, loan)).toBe(fee)
  })
})
