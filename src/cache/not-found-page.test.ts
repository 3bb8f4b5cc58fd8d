import { createNotFoundPage } from './not-found-page'

const notFound = (body = '<h1>We couldn’t find that page</h1>', headers: Record<string, string> = {}) =>
  new Response(body, { status: 404, headers: { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'", date: 'Fri, 27 Nov 2026 18:00:00 GMT', ...headers } })

const model = { name: 'a practice' }
const key = { practice: model, updated: '27 November 2026' }

test('a kept 404 page answers again with its status, bytes and headers, but not the one response’s date', async () => {
  const kept = createNotFoundPage()
  expect(kept.answer(key)).toBeNull()
  const sent = await kept.keep(key, notFound())
  expect(await sent.text()).toBe('<h1>We couldn’t find that page</h1>')
  for (let visit = 0; visit < 2; visit += 1) {
    const again = kept.answer({ ...key })
    expect(again?.status).toBe(404)
    expect(again?.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(again?.headers.get('content-type')).toBe('text/html')
    expect(again?.headers.has('date')).toBe(false)
    expect(await again?.text()).toBe('<h1>We couldn’t find that page</h1>')
  }
})

test('a new model or a new site-updated date is rendered again', async () => {
  const kept = createNotFoundPage()
  await kept.keep(key, notFound())
  expect(kept.answer({ practice: { ...model }, updated: key.updated })).toBeNull()
  expect(kept.answer({ practice: model, updated: '28 November 2026' })).toBeNull()
  await kept.keep({ practice: model, updated: '28 November 2026' }, notFound('new'))
  expect(kept.answer(key)).toBeNull()
  expect(await kept.answer({ practice: model, updated: '28 November 2026' })?.text()).toBe('new')
})

test('an answer that sets a cookie, or is not a 404, is passed on and never kept', async () => {
  const kept = createNotFoundPage()
  await kept.keep(key, notFound('mine', { 'set-cookie': 'session=visitor-a' }))
  expect(kept.answer(key)).toBeNull()
  await kept.keep(key, new Response('error', { status: 500 }))
  expect(kept.answer(key)).toBeNull()
})
