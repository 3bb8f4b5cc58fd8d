import { calculateLoan, quoteFor } from './index'
import { cashPriceLimits, product } from './record.test-support'
import { limitSentence, loanSentence, repayableSentence, summarise } from './sentences'

const sixMonths = product(27)

describe("the calculator's sentences", () => {
  it('read word for word as docs/requirements.md §9 has them', () => {
    const quote = quoteFor(1666_70, 0, sixMonths)
    expect(loanSentence(quote)).toBe('This is a loan of £1,666.70 with £0.00 deposit')
    expect(repayableSentence(calculateLoan(2000_00, 0, sixMonths))).toBe('Repayable by 5 monthly repayments of £333.34 and a final payment of £333.30')
  })

  it('a one-month plan has a single payment', () => {
    expect(repayableSentence(calculateLoan(300_00, 0, { ...sixMonths, months: 1 }))).toBe('Repayable by a single payment of £300.00')
  })

  it('say what to change when the loan is outside the lender’s limits, offering the cash-price range, never the lender’s ceiling', () => {
    const below = limitSentence(sixMonths, quoteFor(2000_00, 99, sixMonths), cashPriceLimits)
    expect(below).toBe('Finance is available on treatments from £250 to £15,000. Lower the deposit to borrow at least £250.00.')
    expect(below).not.toContain('25,000')
    const small = { ...sixMonths, maxLoan: 1000_00 }
    expect(limitSentence(small, quoteFor(2000_00, 0, small), cashPriceLimits)).toBe('Finance is available on treatments from £250 to £15,000. Raise the deposit to borrow no more than £1,000.00.')
  })

  it('summarise for screen readers in one short line', () => {
    expect(summarise(sixMonths, quoteFor(2000_00, 0, sixMonths), cashPriceLimits)).toBe(
      'Interest Free Finance (6 Months). This is a loan of £2,000.00 with £0.00 deposit. Repayable by 5 monthly repayments of £333.34 and a final payment of £333.30. Total repayable £2,000.00.',
    )
    expect(summarise(sixMonths, quoteFor(2000_00, 99, sixMonths), cashPriceLimits)).toMatch(/^This is a loan of £20\.00 with £1,980\.00 deposit\. Finance is available/)
  })
})
