/** A payment to (+) or from (−) the patient, in pence, some whole months after the agreement starts. */
export interface CashFlow {
  readonly month: number
  readonly amount: number
}

function presentValue(flows: readonly CashFlow[], monthlyRate: number): number {
  return flows.reduce((sum, flow) => sum + flow.amount / (1 + monthlyRate) ** flow.month, 0)
}

/**
 * The APR of a credit agreement: the annual rate, compounded monthly, at which the credit
 * received equals the present value of everything repaid (the UK's APR equation with time in
 * twelfths of a year), rounded to one decimal place as UK rules require.
 */
export function aprFromCashFlows(flows: readonly CashFlow[]): number {
  // Nothing charged: no interest to find (and no root above zero to search for).
  if (presentValue(flows, 0) >= 0) return 0
  let low = 0
  let high = 1
  // The present value rises with the rate; widen the bracket until it turns positive.
  for (let widenings = 0; presentValue(flows, high) < 0; widenings++) {
    if (widenings > 20) throw new RangeError('These cash flows have no APR: the charges exceed the credit')
    high *= 2
  }
  for (let step = 0; step < 200 && high - low > 1e-12; step++) {
    const middle = (low + high) / 2
    if (presentValue(flows, middle) < 0) low = middle
    else high = middle
  }
  const annual = ((1 + (low + high) / 2) ** 12 - 1) * 100
  return Math.round(annual * 10) / 10
}
