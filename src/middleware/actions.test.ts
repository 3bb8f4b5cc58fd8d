import type { APIContext } from 'astro'
import { createAnswerStore } from '@/forms/answer-store'
import { fakeContext, fakeNext, page, run } from './fake-context.test-support'

/** What Astro's getActionContext finds in a request: here, a form post of `name` answering `data`. */
let posted: { name: string; data?: unknown } | undefined
vi.mock('astro:actions', () => ({
  getActionContext: () => ({ action: posted && { calledFrom: 'form', name: posted.name, handler: async () => ({ data: posted?.data, error: undefined }) } }),
}))
const { postRedirectGet } = await import('./actions')

const invalid = { status: 'invalid', errors: { email: 'Enter an email' }, values: { email: 'ada@' } }

function withOrigin(context: APIContext, origin: string) {
  return Object.assign(context, { request: new Request(context.url, { method: 'POST', headers: { origin } }) })
}

afterEach(() => {
  posted = undefined
})

test('a form posted without JavaScript runs its action here and is sent 303 to its page, at the form, rendering nothing', async () => {
  const store = createAnswerStore()
  posted = { name: 'contact', data: invalid }
  const { context } = fakeContext('/contact-us?_action=contact', { method: 'POST' })
  const next = fakeNext(() => page())
  const answer = await run(postRedirectGet(store), withOrigin(context, 'http://site.test'), next)
  expect(answer.status).toBe(303)
  expect(answer.headers.get('location')).toMatch(/^\/contact-us\?answer=[A-Za-z0-9_-]{22}#contact-form-answer$/)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  expect(next.calls()).toBe(0)
})

test('the GET after the 303 shows the answer once, kept by no cache; the same address again is the plain page', async () => {
  const store = createAnswerStore()
  posted = { name: 'enquiry', data: invalid }
  const post = fakeContext('/fees?_action=enquiry', { method: 'POST' })
  const location = (await run(postRedirectGet(store), withOrigin(post.context, 'http://site.test'), fakeNext(() => page()))).headers.get('location') ?? ''
  expect(location).toMatch(/#getintouchform-answer$/)
  posted = undefined
  const first = fakeContext(location.replace(/#.*/, ''))
  const shown = await run(postRedirectGet(store), first.context, fakeNext(() => page()))
  expect(first.context.locals.formAnswer).toEqual({ form: 'enquiry', data: invalid })
  expect(shown.headers.get('cache-control')).toBe('no-store')
  expect(first.cacheSets).toEqual([false])
  const again = fakeContext(location.replace(/#.*/, ''))
  const next = fakeNext(() => page())
  const plain = await run(postRedirectGet(store), again.context, next)
  expect(again.context.locals.formAnswer).toBeUndefined()
  // Used up: sent to the page's own address (which the route cache answers), not rendered again.
  expect(plain.status).toBe(303)
  expect(plain.headers.get('location')).toBe('/fees')
  expect(next.calls()).toBe(0)
})

test('an answer parameter that is no id of the store is an ordinary request, left to the route cache', async () => {
  const { context, cacheSets } = fakeContext('/veneers?answer=x')
  const next = fakeNext(() => page())
  await run(postRedirectGet(createAnswerStore()), context, next)
  expect(next.calls()).toBe(1)
  expect(cacheSets).toEqual([])
})

test('a form post from another site is refused as Astro refuses it, and nothing runs', async () => {
  posted = { name: 'contact', data: invalid }
  const { context } = fakeContext('/contact-us?_action=contact', { method: 'POST' })
  const answer = await run(postRedirectGet(createAnswerStore()), withOrigin(context, 'https://evil.example'), fakeNext(() => page()))
  expect(answer.status).toBe(403)
})
