import { createUrlRewriter, mapPage } from './map'
import type { WpPage } from './schemas'

const rewrite = createUrlRewriter('http://cms.example', 'https://site.example')
const body = '<p>White fillings that match your teeth, placed in one visit.</p>\n<h2>Why white fillings</h2>\n<ul><li>Tooth-coloured composite</li></ul>\n<blockquote class="wp-block-quote"><p>I couldn&#8217;t tell.</p></blockquote>'
const page = (extra: Partial<WpPage>): WpPage => ({
  id: 7,
  slug: 'fillings',
  title: { rendered: 'Fillings' },
  content: { rendered: body },
  // What WordPress sends for a page: the whole content run together.
  excerpt: { rendered: '<p>White fillings that match your teeth, placed in one visit. Why white fillings Tooth-coloured composite I couldn&#8217;t tell. [&hellip;]</p>' },
  ...extra,
})

describe('mapPage: the description (issue 30)', () => {
  it("is the first paragraph without Yoast, never the page's excerpt", () => {
    expect(mapPage(page({}), rewrite).seo.description).toBe('White fillings that match your teeth, placed in one visit.')
  })

  it("is Yoast's when Yoast gives one", () => {
    expect(mapPage(page({ yoast_head_json: { description: 'From Yoast' } }), rewrite).seo.description).toBe('From Yoast')
  })

  it('is empty for a body with no paragraph of text', () => {
    expect(mapPage(page({ content: { rendered: '<ul><li>Only a list</li></ul>' } }), rewrite).seo.description).toBeFalsy()
  })
})
