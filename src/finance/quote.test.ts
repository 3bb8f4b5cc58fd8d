import { financeProducts, lowestRepaymentExample, product } from './record.test-support'
import { findLowestMonthlyProduct, loanLimitFor, quoteFor } from './quote'
import type { FinanceProduct } from './types'

const sixMonths = product(27)

describe('quotes', () => {
  it('the defaults: £2,000, no deposit, 6 months', () => {
    const quote = quoteFor(2000_00, 0, sixMonths)
    expect(quote).toMatchObject({ cashPrice: 200000, deposit: 0, loanAmount: 200000, limit: null })
    expect(quote.result).toMatchObject({ initialPayments: 33334, finalPayment: 33330, amountPayable: 200000 })
  })

  it.each([
    ['a loan under £250 is below the minimum', 15000_00, 99, 'below-minimum'],
    ['£250 exactly is allowed', 250_00, 0, null],
    ['£249.99 is not', 24999, 0, 'below-minimum'],
  ] as const)('%s', (_, cashPrice, percent, limit) => {
    const quote = quoteFor(cashPrice, percent, sixMonths)
    expect(quote.limit).toBe(limit)
    expect(quote.result === null).toBe(limit !== null)
  })

  it('a loan over the maximum has no repayments', () => {
    expect(loanLimitFor(sixMonths, 25_000_01)).toBe('above-maximum')
    expect(loanLimitFor(sixMonths, 25_000_00)).toBeNull()
  })
})

describe('Lowest Monthly Repayment', () => {
  it('picks the 12-month product for £2,000 with a £500 deposit', () => {
    expect(findLowestMonthlyProduct(financeProducts, lowestRepaymentExample)?.productId).toBe(28)
  })

  it('does not depend on the order of the products', () => {
    expect(findLowestMonthlyProduct([...financeProducts].reverse(), lowestRepaymentExample)?.productId).toBe(28)
  })

  it('on equal repayments prefers the cheaper product, and skips products that cannot lend the amount', () => {
    const twelve = product(28)
    const withFee: FinanceProduct = { ...twelve, productId: 1, documentFee: 10_00 }
    expect(findLowestMonthlyProduct([withFee, twelve], lowestRepaymentExample)?.productId).toBe(28)
    const tooSmall: FinanceProduct = { ...twelve, productId: 2, months: 24, maxLoan: 1000_00 }
    expect(findLowestMonthlyProduct([sixMonths, tooSmall], lowestRepaymentExample)?.productId).toBe(27)
    expect(findLowestMonthlyProduct([tooSmall], lowestRepaymentExample)).toBeUndefined()
  })
})
