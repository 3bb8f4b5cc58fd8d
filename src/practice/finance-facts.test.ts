import { embeddedPractice } from '../../tests/embedded-facts'
import { exampleFor, financeOf, treatmentExample } from './finance-facts'
import { embeddedFinance } from './finance-record'
import { withBrokenProducts } from './finance.test-support'
import { expandPlaceholders } from './placeholders'

describe('finance figures with a product the calculator cannot work out (issue 44)', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  afterEach(() => warn.mockClear())
  afterAll(() => warn.mockRestore())
  const lite = () => embeddedPractice().treatments.flatMap((treatment) => treatment.options).find((option) => option.id === 'invisalign-lite')

  it('leaves the product out of the record pages read, and logs it once, by its id', () => {
    const practice = withBrokenProducts()
    const [broken] = practice.finance.products.filter((product) => product.documentFeeCollectionMonth > product.months)
    expect(financeOf(practice).products.map((product) => product.productId)).not.toContain(broken?.productId)
    expect(financeOf(practice).products).toHaveLength(practice.finance.products.length - 1)
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0])).toBe(`[finance] finance product left out: its figures cannot be worked out id=${broken?.productId}`)
  })

  it('still gives the examples, from the products that work out: the facts panel, the placeholders, /finance', () => {
    const practice = withBrokenProducts()
    const invisalign = practice.treatments.find((treatment) => treatment.slug === 'invisalign')
    if (!invisalign) throw new Error('no invisalign')
    expect(treatmentExample(practice, invisalign)?.product.documentFeeCollectionMonth).toBe(0)
    expect(expandPlaceholders(practice, '[finance invisalign-lite]').text).toMatch(/^Illustration: cash price £/)
    expect(exampleFor(practice, practice.finance.defaults.cashPrice)).not.toBeNull()
  })

  it('with every product broken, leaves each example out and the text around it stands', () => {
    const practice = withBrokenProducts(embeddedFinance.products.length)
    expect(financeOf(practice).products).toEqual([])
    expect(exampleFor(practice, lite()?.from ?? 0)).toBeNull()
    expect(() => expandPlaceholders(practice, 'Spread it: [finance invisalign-lite]', { representative: true })).not.toThrow()
  })
})
