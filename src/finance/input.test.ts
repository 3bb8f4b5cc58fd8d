import { cashPriceLimits, depositPercentLimits } from './record.test-support'
import { clampWhole, digitsOnly } from './input'

describe('digitsOnly strips everything but digits', () => {
  it.each([
    ['2000', '2000'],
    ['12a5b0', '1250'],
    ['£2,500', '2500'],
    ['£2,500.50', '2500'],
    [' 1 000 ', '1000'],
    ['-50', '50'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (typed, kept) => expect(digitsOnly(typed)).toBe(kept))
})

describe('clampWhole holds the cash price and deposit within their limits', () => {
  it.each([
    ['100', cashPriceLimits, 250],
    ['250', cashPriceLimits, 250],
    ['2000', cashPriceLimits, 2000],
    ['15000', cashPriceLimits, 15000],
    ['20000', cashPriceLimits, 15000],
    ['', cashPriceLimits, 250],
    ['007', cashPriceLimits, 250],
    ['150', depositPercentLimits, 99],
    ['99', depositPercentLimits, 99],
    ['0', depositPercentLimits, 0],
    ['', depositPercentLimits, 0],
    ['12.5', depositPercentLimits, 12],
  ] as const)('%j → %i', (typed, limits, value) => expect(clampWhole(typed, limits)).toBe(value))
})
