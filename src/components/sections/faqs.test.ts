import { findRoute } from '@/site/routes'
import { inlineParts } from '../blocks/faq'
import { invisalignFaqs, invisibleBracesFaqs } from './aligner-faqs'
import { privateDentistFaqs } from './private-dentist-faqs'
import { embeddedFacts } from '../../../tests/embedded-facts'
import { formatPounds } from '@/finance'

describe('FAQ answers', () => {
  const facts = embeddedFacts()
  const all = [...invisalignFaqs(facts), ...invisibleBracesFaqs(facts), ...privateDentistFaqs(facts)]

  it('link only to pages of the route registry', () => {
    const links = all.flatMap((item) => inlineParts(item.answer).filter((part) => typeof part !== 'string'))
    expect(links.length).toBeGreaterThan(10)
    for (const link of links) expect(findRoute(link.href), link.href).toBeDefined()
  })

  it('leave no link markup unparsed', () => {
    for (const item of all) {
      const text = inlineParts(item.answer).filter((part) => typeof part === 'string').join('')
      expect(text, item.question).not.toMatch(/\]\(/)
    }
  })

  it('quote a fixed price as the price, not as "from" (home whitening is one price a course)', () => {
    const whitening = privateDentistFaqs(facts).find((item) => item.question === 'Do you offer teeth whitening?')
    const home = formatPounds(facts.prices.homeWhitening ?? 0)
    expect(whitening?.answer).toContain(`home whitening for ${home}`)
    expect(whitening?.answer).not.toContain(`from ${home}`)
  })
})
