import { decode } from 'html-entities'
import { Parser } from 'htmlparser2'
import { embeddedPractice } from '../../tests/embedded-facts'
import { headlinePrice } from '@/practice/facts'
import { pageWithFacts, postWithFacts } from './facts-in-prose'
import { sanitise } from './sanitise'
import type { Page, Post } from './types'

// Issue 34, point 8: what the practice model adds to a page's or post's prose is escaped where it
// enters the HTML, and only text nodes are answered, so an edited model value cannot add markup.
const HOSTILE = `per <img src=x onerror="alert(1)"> & 'tooth'`

function hostilePractice() {
  const practice = structuredClone(embeddedPractice())
  const veneers = practice.treatments.find((treatment) => treatment.slug === 'veneers')
  if (!veneers) throw new Error('no veneers in the embedded model')
  veneers.options = veneers.options.map((option) => ({ ...option, unit: HOSTILE }))
  return { practice, price: headlinePrice(veneers) }
}

/** The elements of an HTML fragment and their attributes, as a browser's parser reads them. */
function elements(html: string): Array<{ name: string; attributes: Record<string, string> }> {
  const found: Array<{ name: string; attributes: Record<string, string> }> = []
  const parser = new Parser({ onopentag: (name, attributes) => found.push({ name, attributes }) })
  parser.end(html)
  return found
}

const page = (html: string): Page => ({ slug: 'fees', title: 'Veneers [price veneers]', html: sanitise(html), seo: { description: 'From [price veneers]', meta: {} } })

describe('the practice facts in a page or post', () => {
  it('a model value holding markup, quotes and & reaches the body as text, escaped', () => {
    const { practice, price } = hostilePractice()
    const body = pageWithFacts(practice, page('<p>Veneers cost [price veneers].</p>')).html
    expect(elements(body).map((element) => element.name)).toEqual(['p'])
    expect(decode(body)).toBe(`<p>Veneers cost ${price}.</p>`)
  })

  it("the title, excerpt and search fields hold the value as plain text (the page's template escapes them)", () => {
    const { practice, price } = hostilePractice()
    const post: Post = { id: 1, slug: 'a', title: 'Veneers [price veneers]', excerpt: 'From [price veneers].', html: '<p>x</p>', date: '2026-01-01T00:00:00Z', categoryIds: [], seo: { meta: {} } }
    const shown = postWithFacts(practice, post)
    expect(shown.title).toBe(`Veneers ${price}`)
    expect(shown.excerpt).toBe(`From ${price}.`)
    expect(pageWithFacts(practice, page('<p>x</p>')).seo.description).toBe(`From ${price}`)
  })

  it('a placeholder in an attribute leaves the markup whole: the same elements and attributes as written', () => {
    const { practice } = hostilePractice()
    const source = '<p><a href="/veneers" title="Veneers [price veneers] or call [phone]">Veneers</a> [phone]</p>'
    const sanitised = sanitise(source)
    const body = pageWithFacts(practice, page(source)).html
    const before = elements(sanitised)
    const after = elements(body)
    // The text node's [phone] became one link; nothing else was added, and the attribute is as written.
    expect(after.slice(0, before.length)).toEqual(before)
    expect(after.slice(before.length).map((element) => element.name)).toEqual(['a'])
    expect(after[1]?.attributes.title).toBe('Veneers [price veneers] or call [phone]')
  })
})
