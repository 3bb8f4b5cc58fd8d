import { embeddedPractice } from '../../tests/embedded-facts'
import { exampleSentence } from '@/finance'
import { brokerSentence, exampleFor, financeOf, termsPhrase } from './finance-facts'
import { expandPlaceholders } from './placeholders'

describe('finance placeholders (issue 35)', () => {
  const practice = embeddedPractice()
  const record = financeOf(practice)

  it('[finance terms] answers the products’ terms, shortest first', () => {
    const months = record.products.map((product) => product.months).toSorted((a, b) => a - b)
    expect(expandPlaceholders(practice, 'Over [finance terms].').text).toBe(`Over ${termsPhrase(record)}.`)
    expect(termsPhrase(record)).toBe(`${months.slice(0, -1).join(', ')} or ${months.at(-1)} months`)
  })

  it('[finance <option-id>] is an illustration unless the page has no representative example of its own', () => {
    const lite = practice.treatments.flatMap((treatment) => treatment.options).find((option) => option.id === 'invisalign-lite')
    if (!lite) throw new Error('no invisalign-lite option')
    const example = exampleFor(practice, lite.from)
    if (!example) throw new Error('no example for Invisalign Lite')
    expect(expandPlaceholders(practice, '[finance invisalign-lite]').text).toBe(exampleSentence(example, 'Illustration'))
    const page = expandPlaceholders(practice, '[finance invisalign-lite] and [finance invisalign-lite]', { representative: true }).text
    expect(page).toBe(`${exampleSentence(example)} ${brokerSentence(practice)} and ${exampleSentence(example, 'Illustration')}`)
    expect(page.split('Representative example').length - 1).toBe(1)
  })

  it('a bridge is exemplified at its typical units, not its per-unit price', () => {
    const bridge = practice.treatments.find((treatment) => treatment.slug === 'bridges')?.options[0]
    if (!bridge?.typicalUnits) throw new Error('the bridge has no typical units')
    expect(expandPlaceholders(practice, `[finance ${bridge.id}]`).text).toContain(`cash price £${(bridge.from * bridge.typicalUnits).toLocaleString('en-GB')}.00,`)
  })

  it('typed figures still answer (WordPress text from before ids), never as the representative example', () => {
    const text = expandPlaceholders(practice, '[finance 397 6]', { representative: true }).text
    expect(text).toMatch(/^Illustration: cash price £397\.00,/)
    expect(text).toContain('5 monthly payments of £66.17 and a final payment of £66.15')
  })

  it('leaves an unknown option as written, and reports it', () => {
    expect(expandPlaceholders(practice, '[finance no-such-option]').unknown).toEqual(['[finance no-such-option]'])
  })
})
