import { backoffMs } from './outbox'

describe('exponential back-off', () => {
  test.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [6, 960_000],
    [12, 6 * 60 * 60_000],
  ])('after attempt %i, wait about %i ms', (attempts, expected) => {
    expect(backoffMs(attempts, () => 0.5)).toBe(expected)
    expect(backoffMs(attempts, () => 0)).toBe(Math.round(expected * 0.9))
    expect(backoffMs(attempts, () => 1)).toBe(Math.round(expected * 1.1))
  })
})
