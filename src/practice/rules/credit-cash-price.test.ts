import { embeddedPractice } from '../../../tests/embedded-facts'
import { financeOf } from '../finance-facts'
import type { Practice } from '../model'
import { creditCashPriceRule } from './credit-cash-price'
import { describeFinding } from './rule'

describe('the credit-cash-price rule', () => {
  const practice = embeddedPractice()
  const check = (model: Practice) => creditCashPriceRule.check(model).map(describeFinding)
  const withBridge = (change: (option: Practice['treatments'][number]['options'][number]) => object): Practice => ({
    ...practice,
    treatments: practice.treatments.map((treatment) => (treatment.slug === 'bridges' ? { ...treatment, options: treatment.options.map((option) => ({ ...option, ...change(option) })) } : treatment)),
  })

  it('the embedded model passes', () => {
    expect(check(practice)).toEqual([])
  })

  it('refuses a per-unit price as the example’s cash price, naming the record and the rule', () => {
    const findings = check(withBridge(() => ({ typicalUnits: undefined })))
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatch(/^treatments\[bridges\]\.options\[bridge\]: .*per unit.*\(rule "credit-cash-price"\)$/)
  })

  it('refuses a postal address clinic that does not exist, and a calculator product that is not offered', () => {
    const record = financeOf(practice)
    const finance = { ...record, addressClinic: 'nowhere', defaults: { ...record.defaults, productId: 999 } }
    expect(check({ ...practice, finance }).map((finding) => finding.split(':')[0])).toEqual(['finance.addressClinic', 'finance.defaults.productId'])
  })
})
