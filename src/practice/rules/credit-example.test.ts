import { exampleSentence } from '@/finance'
import { embeddedPractice } from '../../../tests/embedded-facts'
import { brokerSentence, exampleFor } from '../finance-facts'
import { creditExampleRule } from './credit-example'
import { describeFinding } from './rule'

describe('the credit-example rule', () => {
  const practice = embeddedPractice()
  const example = exampleFor(practice, 2470)
  if (!example) throw new Error('no example for £2,470')
  const representative = `<p>${exampleSentence(example)}</p><p>${brokerSentence(practice)}</p>`
  const illustration = `<p>${exampleSentence(example, 'Illustration')}</p>`
  const check = (body: string, path = '/bad') => creditExampleRule.check({ path, html: `<html><head><title>t</title></head><body>${body}</body></html>` }, practice).map(describeFinding)

  it('passes a page with one representative example, the broker and the address, and illustrations', () => {
    expect(check(`${representative}${illustration}<p>From £208.34 a month.</p>`)).toEqual([])
  })

  it('leaves alone a page that shows no monthly payment', () => {
    expect(check('<p>Membership from £27 per month. Finance from £250.</p>')).toEqual([])
  })

  it('refuses a second representative example, naming the page and the rule', () => {
    expect(check(`${representative}${representative}`)).toContain('/bad: shows a monthly payment with "Representative example" 2 times, not once (rule "credit-example")')
  })

  it('refuses a monthly payment with no representative example, and /finance without one', () => {
    expect(check('<p>Just £208.34 a month!</p>')[0]).toBe('/bad: shows a monthly payment with "Representative example" 0 times, not once (rule "credit-example")')
    expect(check('<p>Our calculator.</p>', '/finance')).toHaveLength(1 + 4)
  })

  it('refuses an example missing a CONC 3.5.5R item, or without the broker statement and address', () => {
    const noRate = representative.replace(/Rate of interest [\d.]+% fixed, /, '')
    expect(check(noRate)).toEqual(['/bad: its representative example does not give the rate of interest and that it is fixed (rule "credit-example")'])
    const noBroker = `<p>${exampleSentence(example)}</p>`
    expect(check(noBroker).length).toBeGreaterThanOrEqual(3)
    expect(check(noBroker).join('\n')).toContain('We are a credit broker, not a lender.')
  })

  it('refuses a second worked example not labelled an illustration', () => {
    const unlabelled = illustration.replace('Illustration: ', '')
    expect(check(`${representative}${unlabelled}`)).toEqual(['/bad: has 2 worked examples: every one but the representative example must say "Illustration" (rule "credit-example")'])
  })
})
