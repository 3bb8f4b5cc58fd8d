import { createNotFoundPage } from '@/cache/not-found-page'
import { embeddedPractice } from '../../tests/embedded-facts'
import { fakeContext, fakeNext, run } from './fake-context.test-support'
import { buildPageContext } from './page-context-build'
import { notFoundPageStep } from './not-found-page'

const practice = embeddedPractice()
const rendered = () => fakeNext(() => new Response('<h1>the 404 page</h1>', { status: 404, headers: { 'content-type': 'text/html' } }))
const asked = (served: 'current' | 'last good', method = 'GET') => fakeContext('/404', { method, locals: { page: buildPageContext('/made-up', practice, served, '27 November 2026') } }).context

test('the 404 page is rendered once, then every miss from the same model answers with its bytes', async () => {
  const step = notFoundPageStep(createNotFoundPage())
  const next = rendered()
  for (let miss = 0; miss < 3; miss += 1) {
    const response = await run(step, asked('current'), next)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<h1>the 404 page</h1>')
  }
  expect(next.calls()).toBe(1)
})

test('a page built from a last good model, a post, or any other path is rendered each time', async () => {
  const step = notFoundPageStep(createNotFoundPage())
  const next = rendered()
  await run(step, asked('current'), next)
  await run(step, asked('last good'), next)
  await run(step, asked('current', 'POST'), next)
  await run(step, fakeContext('/veneers').context, next)
  expect(next.calls()).toBe(4)
})
