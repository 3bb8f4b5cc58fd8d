import { calculateFinance, calculateLoan } from './calculate'
import { financeProducts, product } from './record.test-support'

// [productId, cash price £, deposit %, deposit p, loan p, each repayment p, final repayment p]
// Expected figures were worked out independently (exact fractions, half-up rounding), not by this module.
const interestFree: readonly (readonly [number, number, number, number, number, number, number])[] = [
  [27, 2000, 0, 0, 200000, 33334, 33330],
  [27, 250, 0, 0, 25000, 4167, 4165],
  [27, 15000, 0, 0, 1500000, 250000, 250000],
  [27, 15000, 99, 1485000, 15000, 2500, 2500],
  [27, 250, 99, 24750, 250, 42, 40],
  [27, 2000, 25, 50000, 150000, 25000, 25000],
  [27, 1000, 0, 0, 100000, 16667, 16665],
  [27, 1234, 7, 8638, 114762, 19127, 19127],
  [27, 9999, 33, 329967, 669933, 111656, 111653],
  [27, 3000, 0, 0, 300000, 50000, 50000],
  [27, 5555, 15, 83325, 472175, 78696, 78695],
  [27, 777, 50, 38850, 38850, 6475, 6475],
  [28, 2000, 0, 0, 200000, 16667, 16663],
  [28, 250, 0, 0, 25000, 2084, 2076],
  [28, 15000, 0, 0, 1500000, 125000, 125000],
  [28, 15000, 99, 1485000, 15000, 1250, 1250],
  [28, 250, 99, 24750, 250, 21, 19],
  [28, 2000, 25, 50000, 150000, 12500, 12500],
  [28, 1000, 0, 0, 100000, 8334, 8326],
  [28, 1234, 7, 8638, 114762, 9564, 9558],
  [28, 9999, 33, 329967, 669933, 55828, 55825],
  [28, 3000, 0, 0, 300000, 25000, 25000],
  [28, 5555, 15, 83325, 472175, 39348, 39347],
  [28, 777, 50, 38850, 38850, 3238, 3232],
  [88, 2000, 0, 0, 200000, 20000, 20000],
  [88, 250, 0, 0, 25000, 2500, 2500],
  [88, 15000, 0, 0, 1500000, 150000, 150000],
  [88, 15000, 99, 1485000, 15000, 1500, 1500],
  [88, 250, 99, 24750, 250, 25, 25],
  [88, 2000, 25, 50000, 150000, 15000, 15000],
  [88, 1000, 0, 0, 100000, 10000, 10000],
  [88, 1234, 7, 8638, 114762, 11477, 11469],
  [88, 9999, 33, 329967, 669933, 66994, 66987],
  [88, 3000, 0, 0, 300000, 30000, 30000],
  [88, 5555, 15, 83325, 472175, 47218, 47213],
  [88, 777, 50, 38850, 38850, 3885, 3885],
]

describe('interest-free products: the zero-rate rule, to the penny', () => {
  it.each(interestFree)('product %i, £%i with %i%% deposit', (productId, pounds, percent, deposit, loan, each, final) => {
    const result = calculateFinance(pounds * 100, percent, product(productId))
    expect(result).toMatchObject({ deposit, loanAmount: loan, initialPayments: each, finalPayment: final, cashPrice: pounds * 100 })
    // The repayments add up to the loan exactly, and nothing is charged for the credit.
    expect(result.initialPayments * (result.months - 1) + result.finalPayment).toBe(loan)
    expect(result).toMatchObject({ balancePayable: loan, interest: 0, chargeForCredit: 0, apr: 0, amountPayable: pounds * 100 })
    expect(result.months).toBe(product(productId).months)
  })
})

describe('the products of docs/requirements.md §9', () => {
  it('are 27, 28 and 88 over 6, 12 and 10 months, £250 to £25,000, 0% APR, no fees', () => {
    expect(financeProducts.map((p) => [p.productId, p.name, p.months])).toEqual([
      [27, 'Interest Free Finance (6 Months)', 6],
      [28, 'Interest Free Finance (12 Months)', 12],
      [88, 'Interest Free Finance (10 Months)', 10],
    ])
    for (const p of financeProducts) {
      expect(p).toMatchObject({ minLoan: 250_00, maxLoan: 25_000_00, apr: 0, monthlyRate: 0, serviceFee: 0, documentFee: 0, settlementFee: 0 })
      expect([p.documentFeeMinimum, p.documentFeeMaximum, p.documentFeePercentage, p.optionPeriod, p.deferredPeriod]).toEqual([0, 0, 0, 0, 0])
    }
  })
})

describe('inputs the calculation refuses', () => {
  const sixMonths = product(27)
  it.each([
    ['a fractional cash price', () => calculateFinance(2000.5, 0, sixMonths)],
    ['a negative cash price', () => calculateFinance(-100, 0, sixMonths)],
    ['a fractional deposit percentage', () => calculateFinance(200000, 2.5, sixMonths)],
    ['a deposit over 100%', () => calculateFinance(200000, 101, sixMonths)],
    ['a deposit that leaves nothing to borrow', () => calculateFinance(200000, 100, sixMonths)],
    ['a loan too small to spread over the months', () => calculateLoan(5, 0, { ...sixMonths, months: 12 })],
    ['a product with no months', () => calculateLoan(200000, 0, { ...sixMonths, months: 0 })],
    ['a document fee collected after the last repayment', () => calculateLoan(200000, 0, { ...sixMonths, documentFeeCollectionMonth: 7 })],
  ])('%s', (_, run) => {
    expect(run).toThrow(RangeError)
  })
})
