import { embeddedPractice } from '../../tests/embedded-facts'
import { createRateLimiter } from '@/lib/rate-limit'
import { signPracticeCheck, signWebhook } from './signature'
import { handlePracticeCheck, type PracticeCheckDeps } from './handle-practice-check'
import { PRACTICE_CHECK_MAX_BYTES } from '@/practice/check/limit'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const now = 1_800_000_000
const quiet = () => undefined

const deps = (overrides: Partial<PracticeCheckDeps> = {}): PracticeCheckDeps => ({ secret, limiter: createRateLimiter(100), clientAddress: '192.0.2.1', now: () => now * 1000, log: quiet, ...overrides })

function request(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://site.test/api/practice/check', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })
}
const signed = (body: string, sign = signPracticeCheck) => request(body, { 'x-webhook-timestamp': String(now), 'x-webhook-signature': sign(secret, now, body) })

const broken = () => {
  const proposed = embeddedPractice()
  const clinic = proposed.group.clinics.find((candidate) => !candidate.main)
  if (clinic) clinic.name = ''
  return proposed
}

test('a signed check of a model with a problem answers it, named on its record and field', async () => {
  const response = await handlePracticeCheck(signed(JSON.stringify({ proposed: broken(), current: embeddedPractice() })), deps())
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const { problems } = (await response.json()) as { problems: Array<{ field: string; introduced: boolean }> }
  expect(problems).toEqual([expect.objectContaining({ field: 'name', introduced: true })])
})

test('unsigned, signed as a webhook, or signed with another secret: 401, and nothing is checked', async () => {
  const body = JSON.stringify({ proposed: embeddedPractice() })
  expect((await handlePracticeCheck(request(body), deps())).status).toBe(401)
  expect((await handlePracticeCheck(signed(body, signWebhook), deps())).status).toBe(401)
  expect((await handlePracticeCheck(signed(body), deps({ secret: `${secret}x` }))).status).toBe(401)
})

test('no secret configured: no such route (404), as the webhook', async () => {
  expect((await handlePracticeCheck(signed('{}'), deps({ secret: undefined }))).status).toBe(404)
})

test('a body that is not JSON by its type is 415; one declared over the limit is 413 before it is read', async () => {
  const body = JSON.stringify({ proposed: embeddedPractice() })
  expect((await handlePracticeCheck(request(body, { 'content-type': 'application/x-www-form-urlencoded' }), deps())).status).toBe(415)
  expect((await handlePracticeCheck(request(body, { 'content-type': 'application/json; charset=utf-8', 'x-webhook-timestamp': String(now), 'x-webhook-signature': signPracticeCheck(secret, now, body) }), deps())).status).toBe(200)
  const large = 'x'.repeat(PRACTICE_CHECK_MAX_BYTES + 1)
  expect((await handlePracticeCheck(signed(large), deps())).status).toBe(413)
})

test('a signed body that is not a check is 400; past the allowance a check is 429', async () => {
  expect((await handlePracticeCheck(signed('{"current":{}}'), deps())).status).toBe(400)
  expect((await handlePracticeCheck(signed('not json'), deps())).status).toBe(400)
  const limiter = createRateLimiter(1)
  expect((await handlePracticeCheck(signed('{}'), deps({ limiter }))).status).toBe(400)
  const refused = await handlePracticeCheck(signed('{}'), deps({ limiter }))
  expect(refused.status).toBe(429)
  expect(refused.headers.get('retry-after')).toBe('60')
})
