import { buildSeo, cleanTitle, stripTags } from './seo'

describe('buildSeo (Yoast yoast_head_json → our Seo)', () => {
  const yoast = {
    title: 'Invisalign%20in%20Maidenhead%20%7C%20Larkspur',
    description: 'Yoast description',
    og_description: 'Social description',
    og_title: 'Invisalign &amp; you',
    og_url: 'https://cms.example/invisalign/',
    canonical: 'https://cms.example/invisalign/',
    robots: { index: 'index' },
    og_image: [{ url: 'https://cms.example/wp-content/uploads/a.jpg' }],
    twitter_misc: { 'Est. reading time': '2 minutes' },
    schema: { '@graph': [] },
    article_modified_time: '2026-10-01T10:00:00+00:00',
  }
  const seo = buildSeo({ fields: yoast, rewriteUrl: (url) => url.replace('https://cms.example', 'https://site.example') })

  it('URL-unescapes the SEO title', () => {
    expect(seo.title).toBe('Invisalign in Maidenhead | Larkspur')
  })

  it('uses og_description as the description', () => {
    expect(seo.description).toBe('Social description')
    expect(seo.meta.description).toBe('Social description')
  })

  it('sets every other field by name, except robots, og_image, twitter_misc and schema', () => {
    expect(Object.keys(seo.meta).sort()).toEqual(
      ['article_modified_time', 'canonical', 'description', 'og_description', 'og_title', 'og_url', 'title'].sort(),
    )
    expect(seo.meta.og_title).toBe('Invisalign & you')
  })

  it('moves URLs on the CMS host onto this site', () => {
    expect(seo.meta.og_url).toBe('https://site.example/invisalign/')
    expect(seo.canonical).toBe('https://site.example/invisalign/')
  })

  it('falls back to the excerpt without Yoast', () => {
    expect(buildSeo({ fields: {}, fallbackDescription: 'From the excerpt' })).toEqual({
      title: undefined,
      description: 'From the excerpt',
      canonical: undefined,
      ogImage: undefined,
      meta: { description: 'From the excerpt' },
    })
  })
})

describe('titles and text', () => {
  it.each([
    ['Children&#8217;s Dentistry', 'Children’s Dentistry'],
    ['Fees &#038; Price List', 'Fees & Price List'],
    ['100% natural', '100% natural'],
    ['Implants%20%26%20grafts', 'Implants & grafts'],
  ])('cleanTitle(%s)', (raw, expected) => {
    expect(cleanTitle(raw)).toBe(expected)
  })

  it('strips tags from excerpts', () => {
    expect(stripTags('<p>Gentle care &amp; <em>clear</em> prices</p>\n')).toBe('Gentle care & clear prices')
  })
})
