import { demoteHeadings } from './headings'

describe('demoteHeadings', () => {
  it('turns a leading <h1> and any later one into <h2>, keeping attributes and text', () => {
    const html = '<h1 class="wp-block-heading" id="top">Fees</h1><p>Prices</p><H1>More</H1>'
    expect(demoteHeadings(html)).toBe('<h2 class="wp-block-heading" id="top">Fees</h2><p>Prices</p><h2>More</h2>')
  })

  it('leaves other headings, text mentioning h1 and similar tag names alone', () => {
    const html = '<h2>a</h2><p>an h1 tag</p><h10>x</h10>'
    expect(demoteHeadings(html)).toBe(html)
  })
})
