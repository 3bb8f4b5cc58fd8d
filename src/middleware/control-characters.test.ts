import { controlCharacters, hasControlCharacter } from './control-characters'
import { fakeContext, fakeNext, page, run } from './fake-context.test-support'

// C0 (NUL, SOH, US), DEL and C1 (NEL), as a visitor types them, alone and inside a slug, and
// encoded twice (Astro decodes until the path no longer changes).
const controlPaths = ['/categories/%00', '/categories/a%00b', '/blog/%00', '/blog/a%01', '/categories/%1F', '/x%7Fy', '/blog/%C2%85', '/blog/%c2%9f', '/categories/%2500', '/a/b/c%0A']

test.each(controlPaths)('%s is the 404 page, never passed on to a page, and not kept', async (path) => {
  const { context, rewrites, cacheSets } = fakeContext(path)
  const next = fakeNext(() => page('the category page'))
  const response = await run(controlCharacters, context, next)
  expect(response.status).toBe(404)
  expect(next.calls()).toBe(0)
  expect(rewrites).toEqual(['/404'])
  expect(cacheSets).toEqual([false])
})

// Printable words and other spellings pass: tabs of text, accents, encoded reserved characters, a
// malformed escape (Astro answers that itself), and U+00A0, the first character after C1.
test.each(['/veneers', '/categories/invisalign', '/blog/caf%C3%A9', '/blog/a%20b', '/a%2Fb', '/blog/%E0%A4', '/blog/%ZZ', '/blog/%C2%A0'])('%s passes', async (path) => {
  expect(hasControlCharacter(path)).toBe(false)
  const { context, rewrites } = fakeContext(path)
  const next = fakeNext(() => page('ok'))
  expect((await run(controlCharacters, context, next)).status).toBe(200)
  expect(rewrites).toEqual([])
})
