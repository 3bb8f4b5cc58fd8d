import { aprFromCashFlows } from './apr'

describe('APR from cash flows', () => {
  it.each([
    ['nothing charged', [{ month: 0, amount: 1000 }, { month: 1, amount: -1000 }], 0],
    ['1% a month for one month is 12.7% a year', [{ month: 0, amount: 100000 }, { month: 1, amount: -101000 }], 12.7],
    ['10% over a year, repaid at the end', [{ month: 0, amount: 100000 }, { month: 12, amount: -110000 }], 10],
    ['a high rate still solves', [{ month: 0, amount: 100000 }, { month: 1, amount: -200000 }], 409500],
  ])('%s', (_, flows, apr) => expect(aprFromCashFlows(flows)).toBe(apr))

  it('refuses charges that exceed the credit', () => {
    expect(() => aprFromCashFlows([{ month: 0, amount: -10 }, { month: 1, amount: -1000 }])).toThrow(RangeError)
  })
})
