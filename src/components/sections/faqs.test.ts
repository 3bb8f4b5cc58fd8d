import { findRoute } from '@/site/routes'
import { inlineParts } from '../blocks/faq'
import { invisalignFaqs, invisibleBracesFaqs } from './aligner-faqs'
import { privateDentistFaqs } from './private-dentist-faqs'
import { embeddedFacts } from '../../../tests/embedded-facts'

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
})
