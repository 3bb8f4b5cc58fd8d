import { contentTags } from './tags'

// A slug is what a visitor types: every character a header cannot hold, and a comma, which would
// split one tag into two.
const slugs = ['\u0000', 'a\u0000b', '\u0001', '\u001f', '\u007f', '\u0085', 'a,b', 'a b', 'café', '\r\nX-Injected: 1']
const bySlug = [contentTags.page, contentTags.post, contentTags.category]

test.each(slugs)('a tag naming the slug %j is a valid header value, and one tag', (slug) => {
  for (const tag of bySlug) {
    const header = ['content', tag(slug)].join(', ')
    expect(() => new Headers().set('Cache-Tag', header)).not.toThrow()
    expect(header.split(',').map((part) => part.trim())).toEqual(['content', tag(slug)])
  }
})

test('distinct slugs keep distinct tags, and a plain slug reads as itself', () => {
  expect(contentTags.category('a b')).not.toBe(contentTags.category('a\u0000b'))
  expect(contentTags.post('teeth-whitening')).toBe('post:teeth-whitening')
})
