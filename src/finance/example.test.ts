import { exampleSentence, representativeExample } from './example'
import { cashPriceLimits } from './products'

describe('the representative example of a price', () => {
  it("applies the spec's zero-rate rule over the longest term: £850 over 12 months", () => {
    const example = representativeExample(850)
    expect(example?.result).toMatchObject({ months: 12, initialPayments: 70_84, finalPayment: 70_76, amountPayable: 850_00, apr: 0 })
    expect(example && exampleSentence(example)).toBe(
      'Representative example: cash price £850.00, no deposit, 11 monthly payments of £70.84 and a final payment of £70.76, total payable £850.00, 0% APR.',
    )
  })

  it('over a named term: £395 over 6 months is five payments of £65.84 and a final £65.80', () => {
    expect(representativeExample(395, 6)?.result).toMatchObject({ initialPayments: 65_84, finalPayment: 65_80 })
    expect(representativeExample(395, 7)).toBeNull()
  })

  it("gives none outside the calculator's cash-price range", () => {
    expect(representativeExample(cashPriceLimits.min - 1)).toBeNull()
    expect(representativeExample(cashPriceLimits.max + 1)).toBeNull()
    expect(representativeExample(cashPriceLimits.min)).not.toBeNull()
  })
})
