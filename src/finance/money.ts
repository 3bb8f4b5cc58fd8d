/** Integer-pence helpers: every amount the calculator touches is a safe, non-negative integer. */

export function assertPence(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number of pence (got ${value})`)
}

/** numerator ÷ denominator for non-negative integers, rounded half up, without floating error. */
export function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator)
  const remainder = numerator - quotient * denominator
  return 2 * remainder >= denominator ? quotient + 1 : quotient
}

/** `percent` of `pence`, rounded half up; percentages are taken to two decimal places (basis points). */
export function percentOf(pence: number, percent: number): number {
  return divideRounded(pence * Math.round(percent * 100), 10_000)
}

/**
 * Rounds a floating amount of pence up. Interest maths is necessarily floating; the small
 * allowance keeps an amount like 12345.0000000001 (floating noise) from becoming 12346.
 */
export function ceilPence(amount: number): number {
  return Math.ceil(amount - 1e-6)
}
