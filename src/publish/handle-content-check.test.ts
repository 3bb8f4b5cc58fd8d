import { embeddedPractice } from '../../tests/embedded-facts'
import { createRateLimiter } from '@/lib/rate-limit'
import { CHECK_BUDGET, createCheckPool, sourceWorker } from '@/publish/check-worker/pool'
import { signPracticeCheck, signWebhook } from './signature'
import { handleContentCheck, type ContentCheckDeps } from './handle-content-check'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const now = 1_800_000_000
const quiet = () => undefined

// The practice check's real worker and budget, as the route runs it (src/publish/check-worker/shared-pool.ts).
const pool = createCheckPool(sourceWorker(), CHECK_BUDGET, quiet)
afterAll(() => pool.close())
vi.setConfig({ testTimeout: 30_000 })

const practice = embeddedPractice()
const deps = (overrides: Partial<ContentCheckDeps> = {}): ContentCheckDeps => ({
  secret,
  limiter: createRateLimiter(100),
  practice: () => Promise.resolve(practice),
  check: pool.check,
  clientAddress: '192.0.2.1',
  now: () => now * 1000,
  log: quiet,
  ...overrides,
})
const request = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/content/check', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })
const signed = (body: string, sign = signPracticeCheck) => request(body, { 'x-webhook-timestamp': String(now), 'x-webhook-signature': sign(secret, now, body) })
const post = (html: string) => JSON.stringify({ type: 'post', slug: 'news', title: 'News', html })
const problems = async (response: Response) => ((await response.json()) as { problems: Array<{ rule: string; where: string; message: string }> }).problems

test('a signed post promoting finance with a rate answers the credit-example problem, from the worker', async () => {
  const response = await handleContentCheck(signed(post('<p>Invisalign from £233.34 per month at 0% APR</p>')), deps())
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await problems(response)).toEqual([expect.objectContaining({ rule: 'credit-example', where: '/blog/news' })])
})

test('an honest post: 200 with no problem', async () => {
  const response = await handleContentCheck(signed(post('<p>Book a check-up twice a year.</p>')), deps())
  expect(response.status).toBe(200)
  expect(await problems(response)).toEqual([])
})

test('unsigned, signed as a webhook, or with another secret: 401, nothing checked', async () => {
  const check = vi.fn(pool.check)
  const body = post('<p>Hello</p>')
  expect((await handleContentCheck(request(body), deps({ check }))).status).toBe(401)
  expect((await handleContentCheck(signed(body, signWebhook), deps({ check }))).status).toBe(401)
  expect((await handleContentCheck(signed(body), deps({ check, secret: `${secret}x` }))).status).toBe(401)
  expect(check).not.toHaveBeenCalled()
})

test('no secret: no such route (404); not JSON: 415', async () => {
  expect((await handleContentCheck(signed('{}'), deps({ secret: undefined }))).status).toBe(404)
  expect((await handleContentCheck(request('x', { 'content-type': 'text/plain' }), deps())).status).toBe(415)
})

test('a body that is not a content check: 400, saying why', async () => {
  const response = await handleContentCheck(signed(JSON.stringify({ type: 'recipe', slug: 'x', title: 'x', html: '' })), deps())
  expect(response.status).toBe(400)
  expect(((await response.json()) as { error: string }).error).toMatch(/type/)
})

test('no model to check against, or the worker busy: 503, which WordPress takes as no answer (the post is kept)', async () => {
  expect((await handleContentCheck(signed(post('<p>Hi</p>')), deps({ practice: () => Promise.resolve(undefined) }))).status).toBe(503)
  expect((await handleContentCheck(signed(post('<p>Hi</p>')), deps({ check: () => Promise.resolve({ kind: 'busy' }) }))).status).toBe(503)
})

test('a check past its budget: 422 "too large to check"', async () => {
  const response = await handleContentCheck(signed(post('<p>Hi</p>')), deps({ check: () => Promise.resolve({ kind: 'too large to check' }) }))
  expect(response.status).toBe(422)
})

test('past the per-address limit: 429', async () => {
  const limiter = createRateLimiter(1)
  const body = post('<p>Hi</p>')
  expect((await handleContentCheck(signed(body), deps({ limiter }))).status).toBe(200)
  expect((await handleContentCheck(signed(body), deps({ limiter }))).status).toBe(429)
})
