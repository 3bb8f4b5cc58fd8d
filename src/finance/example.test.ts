import { exampleSentence, exampleSentences, longestProduct, representativeExample } from './example'
import { record } from './record.test-support'

const { cashPriceLimits } = record

describe('the representative example of a price', () => {
  it("applies the spec's zero-rate rule over the longest term: £850 over 12 months", () => {
    const example = representativeExample(850, record)
    expect(example?.result).toMatchObject({ months: 12, initialPayments: 70_84, finalPayment: 70_76, amountPayable: 850_00, apr: 0 })
    // In short sentences (issue 45), each item in the words the credit-example rule reads.
    expect(example && exampleSentences(example)).toEqual([
      'Representative example: cash price £850.00, deposit £0.00, total amount of credit £850.00.',
      'Rate of interest 0% fixed, 0% APR representative.',
      'No other fees or charges.',
      'Duration 12 months: 11 monthly payments of £70.84 and a final payment of £70.76.',
      'Total amount payable £850.00.',
    ])
    expect(example && exampleSentence(example)).toBe(example && exampleSentences(example).join(' '))
  })

  it('an illustration gives the same figures under its own label, its APR not called representative', () => {
    const example = representativeExample(850, record)
    const illustration = example && exampleSentence(example, 'Illustration')
    expect(illustration).toMatch(/^Illustration: cash price £850\.00, /)
    expect(illustration).toContain(' 0% APR. ')
    expect(illustration).not.toContain('Representative')
  })

  it("names a product's fees and its fixed rate of interest (CONC 3.5.5R's other charges)", () => {
    const longest = longestProduct(record.products)
    if (!longest) throw new Error('no products')
    const product = { ...longest, monthlyRate: 1, serviceFee: 25_00, documentFee: 10_00 }
    const example = representativeExample(1000, { ...record, products: [product] })
    const sentence = example && exampleSentence(example)
    expect(sentence).toContain('Rate of interest 12% fixed, ')
    expect(sentence).toContain(' Other charges: a service fee of £25.00 and a document fee of £10.00.')
    expect(sentence).toContain(`${example?.result.apr}% APR representative`)
  })

  it('over a named term: £395 over 6 months is five payments of £65.84 and a final £65.80', () => {
    expect(representativeExample(395, record, 6)?.result).toMatchObject({ initialPayments: 65_84, finalPayment: 65_80 })
    expect(representativeExample(395, record, 7)).toBeNull()
  })

  it("gives none outside the calculator's cash-price range", () => {
    expect(representativeExample(cashPriceLimits.min - 1, record)).toBeNull()
    expect(representativeExample(cashPriceLimits.max + 1, record)).toBeNull()
    expect(representativeExample(cashPriceLimits.min, record)).not.toBeNull()
  })
})
