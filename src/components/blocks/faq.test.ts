import { faqJsonLd, inlineParts, type FaqItem } from './faq'

const items: FaqItem[] = [
  { question: 'Can I pay monthly?', answer: 'Yes, with [0% finance](/finance) over 6, 10 or 12 months.' },
  { question: 'Is <b>this</b> escaped?', answer: 'A & B </script>' },
]

describe('faqJsonLd', () => {
  const json = faqJsonLd(items, 'https://www.larkspurdental.example')
  const data = JSON.parse(json) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] }

  it('describes an FAQPage with one question per item', () => {
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity.map((question) => question.name)).toEqual(['Can I pay monthly?', 'Is <b>this</b> escaped?'])
  })

  it('writes links with absolute URLs on this site', () => {
    expect(data.mainEntity[0]?.acceptedAnswer.text).toMatch(/^Yes, with <a href="https:\/\/www\.larkspurdental\.example\/finance">0% finance<\/a> over 6, 10 or 12 months\.$/)
  })

  it('never lets the JSON close its script element', () => {
    expect(json).not.toContain('<')
    expect(data.mainEntity[1]?.acceptedAnswer.text).toBe('A &amp; B &lt;/script&gt;')
  })
})

describe('inlineParts', () => {
  it('turns [text](/path) into internal links and keeps the text around them', () => {
    expect(inlineParts('See [our fees](/fees) and [finance](/finance).')).toEqual(['See ', { text: 'our fees', href: '/fees' }, ' and ', { text: 'finance', href: '/finance' }, '.'])
  })

  it('leaves brackets that are not an internal link as text', () => {
    expect(inlineParts('Ages [5 to 15] (children) and [elsewhere](https://example.com)')).toEqual(['Ages [5 to 15] (children) and [elsewhere](https://example.com)'])
  })
})
