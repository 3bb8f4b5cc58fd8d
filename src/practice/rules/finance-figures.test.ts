import { embeddedPractice } from '../../../tests/embedded-facts'
import { embeddedFinance, type FinanceRecord } from '../finance-record'
import { financeFiguresRule } from './finance-figures'
import { describeFinding } from './rule'

type Product = FinanceRecord['products'][number]

describe('the finance-figures rule (issue 44)', () => {
  const practice = embeddedPractice()
  // Written straight to the setting, past the record's own refines: what the rule must still see.
  const withProduct = (index: number, change: Partial<Product>) => ({
    ...practice,
    finance: { ...embeddedFinance, products: embeddedFinance.products.map((product, at) => (at === index ? { ...product, ...change } : product)) },
  })
  const check = (model: typeof practice) => financeFiguresRule.check(model).map(describeFinding)

  it('passes the embedded model: every product and every finance treatment’s example works out', () => {
    expect(check(practice)).toEqual([])
  })

  it('finds a product collected after its last month, once, on that product', () => {
    const [, twelve] = embeddedFinance.products
    if (!twelve) throw new Error('no second product')
    const found = check(withProduct(1, { documentFeeCollectionMonth: twelve.months + 1 }))
    expect(found).toEqual([`finance.products[1]: ${twelve.name}: a loan of ${twelve.minLoan}p cannot be worked out: Product ${twelve.productId}: the document fee is collected after the last repayment (rule "finance-figures")`])
  })

  it('finds charges above the credit, and the calculator’s first figures that cannot be worked out', () => {
    const found = check(withProduct(0, { serviceFee: embeddedFinance.defaults.cashPrice * 100 + 1 }))
    expect(found[0]).toMatch(/^finance\.products\[0\]: .*charges exceed the credit/)
    expect(found.at(-1)).toMatch(/^finance\.defaults\.cashPrice: the calculator’s first figures cannot be worked out/)
  })

  it('finds treatments offered with finance whose price no example reaches (their pages would name 0% finance with no example), on the longest product', () => {
    const longest = embeddedFinance.products.reduce((a, b) => (b.months > a.months ? b : a))
    const financed = practice.treatments.filter((treatment) => treatment.finance)
    const found = check(withProduct(embeddedFinance.products.indexOf(longest), { minLoan: longest.maxLoan }))
    expect(financed.length).toBeGreaterThan(0)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(new RegExp(`^finance\\.products\\[${embeddedFinance.products.indexOf(longest)}\\]: .*offered with finance, would have no representative example`))
  })

  it('finds a figure that is not finite (a deferral that overflows), as a problem, not a crash', () => {
    const longest = embeddedFinance.products.reduce((a, b) => (b.months > a.months ? b : a))
    const found = check(withProduct(embeddedFinance.products.indexOf(longest), { monthlyRate: 1000, deferredPeriod: 10_000 }))
    expect(found.join('\n')).toMatch(/not a finite number/)
  })
})
