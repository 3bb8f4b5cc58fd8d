import { Parser } from 'htmlparser2'
import { embeddedFacts } from '../../tests/embedded-facts'
import type { SiteFacts } from '@/practice/site-facts'
import { plainPageHtml } from './plain-page'

// Issue 34, point 8: the plain pages (503, 429, the entry's 404 and 500) are written by hand, so
// every model value in them is escaped there; a value holding markup shows as text.
const HOSTILE = `<script>alert("x")</script> & 'quoted' "too"`

function hostileFacts(): SiteFacts {
  const facts = embeddedFacts()
  return {
    ...facts,
    name: `${HOSTILE} name`,
    documentTitle: `${HOSTILE} title`,
    email: `"><script>alert(1)</script>@example.com`,
    phone: { display: `${HOSTILE} phone`, href: `tel:"><script>alert(1)</script>` },
    openingHours: { ...facts.openingHours, days: `${HOSTILE} days`, opens: `${HOSTILE} opens`, closes: `${HOSTILE} closes` },
  }
}

/** The page as a browser's parser reads it: its elements, their attributes, and its text. */
function read(html: string) {
  const elements: Array<{ name: string; attributes: Record<string, string> }> = []
  let text = ''
  const parser = new Parser({ onopentag: (name, attributes) => elements.push({ name, attributes }), ontext: (data) => (text += data) })
  parser.end(html)
  return { elements, text }
}

describe('the plain page', () => {
  it('writes a model value holding markup, quotes and & as text: no element or attribute is added', () => {
    const facts = hostileFacts()
    const page = read(plainPageHtml({ heading: 'Busy', message: 'Try again.' }, facts))
    const plain = read(plainPageHtml({ heading: 'Busy', message: 'Try again.' }, embeddedFacts()))
    expect(page.elements.map((element) => element.name)).toEqual(plain.elements.map((element) => element.name))
    expect(page.elements.some((element) => element.name === 'script')).toBe(false)
    for (const value of [facts.documentTitle, facts.phone.display, facts.email, facts.openingHours.days, facts.openingHours.opens, facts.openingHours.closes]) {
      expect(page.text).toContain(value)
    }
    const attributes = page.elements.flatMap((element) => Object.values(element.attributes))
    expect(attributes).toContain(facts.name)
    expect(attributes).toContain(facts.phone.href)
    expect(attributes).toContain(`mailto:${facts.email}`)
  })
})
