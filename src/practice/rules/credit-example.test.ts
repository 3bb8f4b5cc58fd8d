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
  const check = (body: string, path = '/bad', head = '') => creditExampleRule.check({ path, html: `<html><head><title>t</title>${head}</head><body>${body}</body></html>` }, practice).map(describeFinding)

  it('passes a page with one representative example, the broker and the address, and illustrations', () => {
    expect(check(`${representative}${illustration}<p>From £208.34 a month.</p>`)).toEqual([])
  })

  it('leaves alone a page that makes no credit claim: a membership fee, a price, finance without a rate', () => {
    expect(check('<p>Membership from £27 per month. Finance from £250, over 6, 10 or 12 months.</p>')).toEqual([])
  })

  it('refuses a second representative example, naming the page and the rule', () => {
    expect(check(`${representative}${representative}`)).toEqual([expect.stringMatching(/^\/bad: makes a credit claim \("0%"\): "Representative example" 2 times, not once.*\(rule "credit-example"\)$/)])
  })

  it('refuses a claim in any wording with no representative example, and /finance without one, in one finding', () => {
    for (const claim of ['Just £208.34 a month!', 'Invisalign from £233.34 per month at 0% APR', '233 pounds a month', '0% finance', 'Interest free over a year']) {
      const [finding, ...rest] = check(`<p>${claim}</p>`)
      expect(rest).toEqual([])
      expect(finding).toMatch(/^\/bad: makes a credit claim \(".+"\): "Representative example" 0 times, not once; without "We are a credit broker, not a lender\.", .* \(rule "credit-example"\)$/)
    }
    expect(check('<p>Our calculator.</p>', '/finance')).toEqual([expect.stringMatching(/^\/finance: is the finance page: "Representative example" 0 times/)])
  })

  it('reads a claim in an alt text, a title and the meta description too', () => {
    expect(check('<img src="/a.webp" alt="Smiling patient, 0% finance">')).toHaveLength(1)
    expect(check('<a href="/finance" title="Interest-free">Finance</a>')).toHaveLength(1)
    expect(check('', '/bad', '<meta name="description" content="Implants from £64 a month">')).toHaveLength(1)
    expect(creditExampleRule.check({ path: '/bad', html: '<html><head><title>Braces at 0% APR</title></head><body></body></html>' }, practice)).toHaveLength(1)
  })

  it('refuses an example missing a CONC 3.5.5R item, or without the broker statement and address', () => {
    const noRate = representative.replace(/Rate of interest [\d.]+% fixed, /i, '')
    expect(check(noRate)).toEqual(['/bad: makes a credit claim ("0%"): its representative example does not give the rate of interest and that it is fixed (rule "credit-example")'])
    const noBroker = `<p>${exampleSentence(example)}</p>`
    expect(check(noBroker).join('\n')).toContain('We are a credit broker, not a lender.')
  })

  it('refuses a second worked example not labelled an illustration', () => {
    const unlabelled = illustration.replace('Illustration: ', '')
    expect(check(`${representative}${unlabelled}`)).toEqual(['/bad: makes a credit claim ("0%"): has 2 worked examples: every one but the representative example must say "Illustration" (rule "credit-example")'])
  })
})
