import { noteContent } from '@/cache/request-context'
import { contentTags } from '@/content/tags'
import { embeddedPractice } from '../../tests/embedded-facts'
import { fakeContext, fakeNext, page } from './fake-context.test-support'
import { buildPageContext } from './page-context-build'
import { createPageGateStore } from '@/cache/page-gate-store'
import { createPageGate } from './page-gate'
import { cacheFor, routeCacheStep } from './route-cache'

/** A gate whose rules find nothing: what is kept for how long does not depend on the rules (./page-gate.test.ts tests the gate). */
const routeCache = routeCacheStep(createPageGate(createPageGateStore(), () => [], async () => undefined))

/** Every page's frame shows the practice's name, phone and hours: each kept page carries the practice's tag too. */
const { practice } = contentTags

const rendered = (status: number, tags: string[], stale = false) =>
  fakeNext(() => {
    noteContent(tags, stale)
    return page('p', { status })
  })

test('content is kept 5 minutes and 30 days stale, with the tags the render read and the practice’s', async () => {
  const { context, cacheSets } = fakeContext('/veneers')
  await routeCache(context, rendered(200, ['content', 'page:veneers']))
  expect(cacheSets).toEqual([{ maxAge: 300, swr: 2_592_000, tags: ['content', 'page:veneers', practice] }])
})

test('a page built from a last good copy 5 seconds; a 404 a minute', async () => {
  const stale = fakeContext('/veneers')
  await routeCache(stale.context, rendered(200, ['content'], true))
  expect(stale.cacheSets).toEqual([{ maxAge: 5, tags: ['content', practice] }])
  const missing = fakeContext('/made-up')
  await routeCache(missing.context, rendered(404, []))
  expect(missing.cacheSets).toEqual([{ maxAge: 60, tags: [practice] }])
})

test('a page built from a kept model (the CMS refused or failed it) 5 seconds, though its own content was fresh', async () => {
  const kept = fakeContext('/veneers', { locals: { page: buildPageContext('/veneers', embeddedPractice(), 'last good', null) } })
  await routeCache(kept.context, rendered(200, ['content']))
  expect(kept.cacheSets).toEqual([{ maxAge: 5, tags: ['content', practice] }])
})

test('never: a post’s answer, per-visitor routes, a page with a cookie, an error, a page that read no content', () => {
  const facts = { tags: new Set(['content']), stale: false }
  expect(cacheFor('POST', '/contact-us', page(), facts)).toBe(false)
  for (const path of ['/search', '/preview/post/1', '/api/health', '/_actions/contact', '/_image']) expect(cacheFor('GET', path, page(), facts), path).toBe(false)
  expect(cacheFor('GET', '/veneers', page('p', { headers: { 'set-cookie': 'a=b' } }), facts)).toBe(false)
  expect(cacheFor('GET', '/veneers', page('p', { status: 500 }), facts)).toBe(false)
  expect(cacheFor('GET', '/veneers', page(), { tags: new Set(), stale: false })).toBe(false)
})

test('a page whose content changes meaning at a known instant (the NHS bands of /fees) is neither kept nor served stale past it', () => {
  const now = Date.parse('2026-03-31T22:50:00Z')
  const facts = (expiresAt: number) => ({ tags: new Set(['content']), stale: false, expiresAt })
  // 1 April 2026, 00:00 BST is 23:00 UTC on 31 March: ten minutes left.
  expect(cacheFor('GET', '/fees', page(), facts(Date.parse('2026-04-01T00:00:00+01:00')), now)).toEqual({ maxAge: 300, swr: 300, tags: ['content', practice] })
  expect(cacheFor('GET', '/fees', page(), facts(now + 90_000), now)).toEqual({ maxAge: 90, swr: 0, tags: ['content', practice] })
  expect(cacheFor('GET', '/fees', page(), facts(now - 1), now)).toBe(false)
  // Far off: the usual lifetime.
  expect(cacheFor('GET', '/fees', page(), facts(now + 40 * 86_400_000), now)).toEqual({ maxAge: 300, swr: 2_592_000, tags: ['content', practice] })
})
