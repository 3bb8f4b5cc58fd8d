import { sanitise } from '@/content/sanitise'
import { wrapTables } from './tables'

const wrap = (label: string, table: string) => `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}">${table}</div>`

describe('wrapTables', () => {
  it('puts a table in a focusable region named by the heading above it', () => {
    const table = '<table><tr><td>Bonding</td><td>£250</td></tr></table>'
    const html = `<h2>Intro</h2><p>x</p><h2>How they <em>compare</em></h2><p>y</p>${table}<p>after</p>`
    expect(wrapTables(html)).toBe(`<h2>Intro</h2><p>x</p><h2>How they <em>compare</em></h2><p>y</p>${wrap('Table: How they compare', table)}<p>after</p>`)
  })

  it('prefers the caption, escapes quotes, and falls back to "Table" with no heading or caption', () => {
    const captioned = '<table class="x">\n<caption>Prices "from" &amp; fees</caption><tr><td>1</td></tr></table>'
    expect(wrapTables(`<h3>Fees</h3>${captioned}`)).toBe(`<h3>Fees</h3>${wrap('Prices &quot;from&quot; &amp; fees', captioned)}`)
    expect(wrapTables('<table><tr><td>1</td></tr></table>')).toBe(wrap('Table', '<table><tr><td>1</td></tr></table>'))
  })

  it('wraps only the outermost of nested tables, and each of several tables', () => {
    const nested = '<table><tr><td><table><tr><td>in</td></tr></table></td></tr></table>'
    const other = '<TABLE><tr><td>2</td></tr></TABLE>'
    expect(wrapTables(`${nested}<p>between</p>${other}`)).toBe(`${wrap('Table', nested)}<p>between</p>${wrap('Table', other)}`)
  })

  it('leaves HTML without tables, and words like "table" or <tablet>, alone', () => {
    const html = '<p>a table of prices</p><tablet>x</tablet><tbody></tbody>'
    expect(wrapTables(html)).toBe(html)
  })

  it('cannot be fooled by a table tag written in CMS text or attributes once sanitised', () => {
    const html = sanitise('<p><a href="/fees" title="<table>">&lt;table&gt; &quot;x</a></p><table><tr><td>1</td></tr></table>')
    const out = wrapTables(html)
    expect(out.match(/class="table-scroll"/g)).toHaveLength(1)
    expect(out).toMatch(/^<p><a href="\/fees" title="&lt;table&gt;">&lt;table&gt; "x<\/a><\/p><div class="table-scroll"/)
  })

  it('an editor cannot make a wrapper of their own: the sanitiser drops role, tabindex and the class', () => {
    expect(sanitise('<div class="table-scroll" role="region" tabindex="0">x</div>')).toBe('<div>x</div>')
  })
})
