import { renderToStaticMarkup } from 'react-dom/server'
import { embeddedFinance } from '@/practice/finance-record'
import { withBrokenProducts } from '@/practice/finance.test-support'
import { CalculatorPanel, type CalculatorTerms } from './calculator-panel'

const termsOf = (record: CalculatorTerms): CalculatorTerms => ({
  products: record.products,
  cashPriceLimits: record.cashPriceLimits,
  depositPercentLimits: record.depositPercentLimits,
  defaults: record.defaults,
  lowestRepaymentExample: record.lowestRepaymentExample,
})

describe('the calculator with a product it cannot work out (issue 44)', () => {
  it('renders every other product, and leaves that one out', () => {
    const { finance } = withBrokenProducts()
    const html = renderToStaticMarkup(<CalculatorPanel terms={termsOf(finance)} />)
    const broken = finance.products.filter((product) => product.documentFeeCollectionMonth > product.months)
    expect(broken).toHaveLength(1)
    for (const product of finance.products) expect(html.includes(product.name)).toBe(!broken.includes(product))
    expect(html).toContain('Total repayable')
  })

  it('with no product it can work out, says so and the page stands', () => {
    const { finance } = withBrokenProducts(embeddedFinance.products.length)
    expect(renderToStaticMarkup(<CalculatorPanel terms={termsOf(finance)} />)).toContain('Our finance figures are not available at the moment')
  })
})
