import { fakeContext, fakeNext, page, run } from './fake-context.test-support'
import { noStoreForPosts } from './no-store'

test('every answer to a post is not stored, whatever its status (issue 27, point 5)', async () => {
  for (const status of [200, 303, 400, 413, 429, 500]) {
    const { context } = fakeContext('/contact-us?_action=contact', { method: 'POST' })
    const response = await run(noStoreForPosts, context, fakeNext(() => page('answer', { status })))
    expect(response.headers.get('cache-control'), String(status)).toBe('no-store')
    expect(response.status).toBe(status)
  }
})

test('every answer under /_actions is not stored, GET included', async () => {
  const { context } = fakeContext('/_actions/contact', { method: 'GET' })
  expect((await run(noStoreForPosts, context, fakeNext(() => page()))).headers.get('cache-control')).toBe('no-store')
})

test('a redirect, whose headers cannot be changed, is answered as a copy with no-store', async () => {
  const { context } = fakeContext('/contact-us?_action=contact', { method: 'POST' })
  const response = await run(noStoreForPosts, context, fakeNext(() => Response.redirect('http://site.test/contact-us', 303)))
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('http://site.test/contact-us')
  expect(response.headers.get('cache-control')).toBe('no-store')
})

test('a page read with GET keeps what the route cache and its page said', async () => {
  const { context } = fakeContext('/veneers')
  const response = await run(noStoreForPosts, context, fakeNext(() => page('p', { headers: { 'cache-control': 'public, max-age=0' } })))
  expect(response.headers.get('cache-control')).toBe('public, max-age=0')
})
