import { buildSeo, clampDescription, cleanTitle, DESCRIPTION_MAX, firstParagraph, stripTags } from './seo'

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

describe('firstParagraph: the description when the CMS gives none (issue 30)', () => {
  const long = 'White fillings match the colour of your own teeth and are bonded to the tooth, so less healthy tooth needs removing than for a metal filling, and most are placed in one visit.'
  it.each([
    ['a plain first paragraph', '<p>White fillings that match your teeth.</p><p>Second.</p>', 'White fillings that match your teeth.'],
    ['inline markup and entities, no stray spaces', '<p><strong>Im</strong>plants &amp; <a href="/x">grafts</a><br>today</p>', 'Implants & grafts today'],
    ['after a heading, an image and a list', '<h2>Why</h2><figure class="wp-block-image"><img src="a.webp" alt="A"><figcaption>Caption</figcaption></figure><ul><li>One</li></ul><p>The text.</p>', 'The text.'],
    ['never a quote or a pullquote', '<blockquote class="wp-block-quote"><p>I could not tell.</p><cite>A patient</cite></blockquote><figure class="wp-block-pullquote"><blockquote><p>Pull</p></blockquote></figure><p>Ours.</p>', 'Ours.'],
    ['never a table or a Details answer', '<figure class="wp-block-table"><table><tr><td><p>Cell</p></td></tr></table></figure><details><summary>Q</summary><p>Answer</p></details><p>After.</p>', 'After.'],
    ['inside a group or a column', '<div class="wp-block-group has-background"><div class="wp-block-group__inner-container"><p>Grouped.</p></div></div>', 'Grouped.'],
    ['not an empty paragraph, nor a bare video URL', '<p> &nbsp; </p><p>https://www.youtube.com/watch?v=abc</p><p>Real text.</p>', 'Real text.'],
    ['never script text', '<p><script>alert(1)</script>Safe.</p>', 'Safe.'],
  ])('%s', (_, html, expected) => {
    expect(firstParagraph(html)).toBe(expected)
  })

  it('is undefined when there is no paragraph', () => {
    expect(firstParagraph('<h2>Only a heading</h2><ul><li>and a list</li></ul>')).toBeUndefined()
  })

  it('cuts a long paragraph at a word boundary, about 155 characters, never over 160', () => {
    const description = firstParagraph(`<p>${long} ${long}</p>`) ?? ''
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(description.length).toBeGreaterThan(140)
    expect(description).toMatch(/[a-z]…$/)
    expect(long.startsWith(description.slice(0, -1))).toBe(true)
    expect(long.charAt(description.length - 1)).toBe(' ')
  })

  it.each([
    ['short text stays whole', 'Short.', 'Short.'],
    ['exactly 160 characters stays whole', 'a'.repeat(160), 'a'.repeat(160)],
    ['one long word is cut, with an ellipsis', 'a'.repeat(200), `${'a'.repeat(155)}…`],
    ['punctuation before the cut goes', `${'word '.repeat(30)}and, more words here to pass the limit`, `${'word '.repeat(30)}and…`],
  ])('clampDescription: %s', (_, text, expected) => {
    expect(clampDescription(text)).toBe(expected)
  })
})

describe('noindex: only when the CMS asks', () => {
  it.each([
    [{ robots: { index: 'noindex', follow: 'follow' } }, true],
    [{ robots: { index: 'index' } }, undefined],
    [{ robots: 'noindex, follow' }, true],
    [{ robots: 'index' }, undefined],
    [{}, undefined],
  ])('%j', (fields, expected) => {
    expect(buildSeo({ fields }).noindex).toBe(expected)
    expect(buildSeo({ fields }).meta).not.toHaveProperty('robots')
  })
})
