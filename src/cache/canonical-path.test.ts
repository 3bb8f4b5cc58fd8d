import { canonicalPath } from './canonical-path'

test('a page’s own path is already canonical, non-Latin letters included', () => {
  for (const path of ['/', '/veneers', '/blog/page/2', '/blog/caf%C3%A9', "/a-(b)-c's"]) expect(canonicalPath(path)).toBe(path)
})

test('other spellings of a page come back to its one spelling', () => {
  expect(canonicalPath('/v%65neers')).toBe('/veneers')
  expect(canonicalPath('/%76%65%6e%65%65%72%73')).toBe('/veneers')
  expect(canonicalPath('/v%2565neers')).toBe('/veneers')
  expect(canonicalPath('//veneers')).toBe('/veneers')
  expect(canonicalPath('/blog/caf%c3%a9')).toBe('/blog/caf%C3%A9')
  expect(canonicalPath('/blog/café')).toBe('/blog/caf%C3%A9')
})

test('reserved characters Astro does not decode stay encoded, once, and a bad escape is left to Astro', () => {
  expect(canonicalPath('/a%2Fb')).toBe('/a%2Fb')
  expect(canonicalPath('/a%2fb')).toBe('/a%2Fb')
  expect(canonicalPath('/a%3Fb')).toBe('/a%3Fb')
  expect(canonicalPath('/%E0%A4%A')).toBeUndefined()
})
