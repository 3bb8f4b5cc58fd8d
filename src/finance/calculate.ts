import { aprFromCashFlows, type CashFlow } from './apr'
import { assertPence, ceilPence, divideRounded, percentOf } from './money'
import type { FinanceProduct, FinanceResult } from './types'

interface Repayments {
  readonly initialPayments: number
  readonly finalPayment: number
}

/**
 * Interest-free rule (docs/requirements.md §9): the loan divided by the months, rounded to pence,
 * raised by a penny if the payments would fall short; the final payment is the remainder,
 * so the repayments add up to the loan exactly.
 */
function interestFreeRepayments(loanAmount: number, months: number): Repayments {
  let initialPayments = divideRounded(loanAmount, months)
  if (initialPayments * months < loanAmount) initialPayments += 1
  const finalPayment = loanAmount - initialPayments * (months - 1)
  if (finalPayment < 1) throw new RangeError(`A loan of ${loanAmount}p is too small to spread over ${months} months`)
  return { initialPayments, finalPayment }
}

/**
 * Interest-bearing rule: equal repayments of an annuity at the monthly rate, compounded
 * monthly. Interest also compounds through a deferred period, and each repayment is rounded
 * up to the penny so that the loan is always repaid in full.
 */
function compoundingRepayments(loanAmount: number, product: FinanceProduct): Repayments {
  const rate = product.monthlyRate / 100
  const owedWhenRepaymentsStart = loanAmount * (1 + rate) ** product.deferredPeriod
  const payment = ceilPence((owedWhenRepaymentsStart * rate) / (1 - (1 + rate) ** -product.months))
  return { initialPayments: payment, finalPayment: payment }
}

/** The document fee: fixed part plus a percentage of the loan, then held within its bounds. */
export function documentFeeFor(product: FinanceProduct, loanAmount: number): number {
  let fee = product.documentFee + percentOf(loanAmount, product.documentFeePercentage)
  if (product.documentFeeMinimum > 0 && fee < product.documentFeeMinimum) fee = product.documentFeeMinimum
  if (product.documentFeeMaximum > 0 && fee > product.documentFeeMaximum) fee = product.documentFeeMaximum
  return fee
}

function assertProduct(product: FinanceProduct): void {
  const { months, deferredPeriod, optionPeriod, documentFeeCollectionMonth: collection } = product
  for (const [what, value] of Object.entries({ months, deferredPeriod, optionPeriod, documentFeeCollectionMonth: collection })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Product ${product.productId}: ${what} must be a whole number of months`)
  }
  if (months < 1) throw new RangeError(`Product ${product.productId}: months must be at least 1`)
  if (collection > months) throw new RangeError(`Product ${product.productId}: the document fee is collected after the last repayment`)
  if (!(product.monthlyRate >= 0) || !(product.documentFeePercentage >= 0)) throw new RangeError(`Product ${product.productId}: rates cannot be negative`)
  for (const key of ['serviceFee', 'documentFee', 'documentFeeMinimum', 'documentFeeMaximum', 'settlementFee'] as const) {
    assertPence(product[key], `Product ${product.productId}: ${key}`)
  }
}

/** The patient's cash flows: credit and up-front fees at month 0, then each repayment. */
function cashFlowsOf(product: FinanceProduct, loanAmount: number, repayments: Repayments, documentFee: number): CashFlow[] {
  const collection = product.documentFeeCollectionMonth
  const flows: CashFlow[] = [{ month: 0, amount: loanAmount - product.serviceFee - (collection === 0 ? documentFee : 0) }]
  for (let repayment = 1; repayment <= product.months; repayment++) {
    const payment = repayment === product.months ? repayments.finalPayment : repayments.initialPayments
    flows.push({ month: product.deferredPeriod + repayment, amount: -payment - (repayment === collection ? documentFee : 0) })
  }
  return flows
}

/** The calculation for a cash price and a deposit, both in pence. */
export function calculateLoan(cashPrice: number, deposit: number, product: FinanceProduct): FinanceResult {
  assertPence(cashPrice, 'The cash price')
  assertPence(deposit, 'The deposit')
  assertProduct(product)
  const loanAmount = cashPrice - deposit
  if (loanAmount < 1) throw new RangeError('The deposit must leave something to borrow')

  const repayments = product.monthlyRate === 0 ? interestFreeRepayments(loanAmount, product.months) : compoundingRepayments(loanAmount, product)
  const documentFee = documentFeeFor(product, loanAmount)
  const balancePayable = repayments.initialPayments * (product.months - 1) + repayments.finalPayment
  const interest = balancePayable - loanAmount
  const chargeForCredit = interest + product.serviceFee + documentFee
  return finite({
    ...repayments,
    balancePayable,
    chargeForCredit,
    amountPayable: deposit + balancePayable + product.serviceFee + documentFee,
    loanAmount,
    months: product.months,
    deposit,
    interest,
    apr: chargeForCredit === 0 ? 0 : aprFromCashFlows(cashFlowsOf(product, loanAmount, repayments, documentFee)),
    cashPrice,
    serviceFee: product.serviceFee,
    documentFee,
    deferredPeriod: product.deferredPeriod,
    optionPeriod: product.optionPeriod,
    settlementAmount: product.optionPeriod > 0 ? loanAmount + product.settlementFee : null,
  })
}

/** A result whose every figure is a number: a rate or a term too large can overflow to Infinity, which no page can show. */
function finite(result: FinanceResult): FinanceResult {
  for (const [what, value] of Object.entries(result)) {
    if (value !== null && !Number.isFinite(value)) throw new RangeError(`The ${what} cannot be worked out (it is not a finite number)`)
  }
  return result
}

/**
 * Why `product` cannot be worked out for a loan of each cash price (pence, no deposit), or null
 * when every one can: what a model rule reports, and why the page layer leaves a product out.
 */
export function calculationFailure(product: FinanceProduct, cashPrices: readonly number[]): string | null {
  for (const cashPrice of cashPrices) {
    try {
      calculateLoan(cashPrice, 0, product)
    } catch (error) {
      if (!(error instanceof RangeError)) throw error
      return `a loan of ${cashPrice}p cannot be worked out: ${error.message}`
    }
  }
  return null
}

/** The deposit for a whole-number percentage of the cash price, rounded half up to the penny. */
export function depositFor(cashPrice: number, depositPercent: number): number {
  assertPence(cashPrice, 'The cash price')
  if (!Number.isInteger(depositPercent) || depositPercent < 0 || depositPercent > 100) throw new RangeError('The deposit must be a whole percentage from 0 to 100')
  return divideRounded(cashPrice * depositPercent, 100)
}

/** docs/requirements.md §3: from the cash price (pence), the deposit percentage and the product to the result. */
export function calculateFinance(cashPrice: number, depositPercent: number, product: FinanceProduct): FinanceResult {
  return calculateLoan(cashPrice, depositFor(cashPrice, depositPercent), product)
}
