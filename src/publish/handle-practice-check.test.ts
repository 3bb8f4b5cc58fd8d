import { embeddedPractice } from '../../tests/embedded-facts'
import { createRateLimiter } from '@/lib/rate-limit'
import { signPracticeCheck, signWebhook } from './signature'
import { handlePracticeCheck, type PracticeCheckDeps } from './handle-practice-check'
import { PRACTICE_CHECK_MAX_BYTES } from '@/practice/check/limit'
import { CHECK_BUDGET, createCheckPool, sourceWorker } from '@/publish/check-worker/pool'
import type { Practice } from '@/practice/model'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const now = 1_800_000_000
const quiet = () => undefined

// The check's real worker, as the route runs it (src/publish/check-worker/pool.ts).
const pool = createCheckPool(sourceWorker(), CHECK_BUDGET, quiet)
afterAll(() => pool.close())
// The worker's first start compiles it through tsx: slow on a busy machine, and no part of a check's time.
vi.setConfig({ testTimeout: 30_000 })

const deps = (overrides: Partial<PracticeCheckDeps> = {}): PracticeCheckDeps => ({ secret, limiter: createRateLimiter(100), check: pool.check, clientAddress: '192.0.2.1', now: () => now * 1000, log: quiet, ...overrides })

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

test('an unsigned or badly signed request is not counted: it cannot use up WordPress’s checks', async () => {
  const limiter = createRateLimiter(1)
  const body = JSON.stringify({ proposed: embeddedPractice() })
  for (let attempt = 0; attempt < 3; attempt++) {
    expect((await handlePracticeCheck(request(body), deps({ limiter }))).status).toBe(401)
    expect((await handlePracticeCheck(signed(body, signWebhook), deps({ limiter }))).status).toBe(401)
  }
  expect((await handlePracticeCheck(signed(body), deps({ limiter }))).status).toBe(200)
  expect((await handlePracticeCheck(signed(body), deps({ limiter }))).status).toBe(429)
})

/** The embedded model with its veneers made as the save that crashed every instance (issue 44): 3,000 options, 3,000 required ids. */
function enormous(): Practice {
  const practice = embeddedPractice()
  const treatment = practice.treatments.find((candidate) => candidate.slug === 'veneers')
  if (!treatment) throw new Error('no veneers')
  treatment.requires = Array.from({ length: 3000 }, (_, index) => `scan-${index}`)
  treatment.options = Array.from({ length: 3000 }, (_, index) => ({ id: `o-${index}`, name: `O ${index}`, from: 1, fixed: false, includes: [], representative: false }))
  return practice
}

test('3,000 options × 3,000 required ids: answered at once, its lists refused at their bounds, naming the fields', async () => {
  const response = await handlePracticeCheck(signed(JSON.stringify({ proposed: enormous(), current: embeddedPractice() })), deps())
  // 200 with problems (not 422 "too large to check") is the answer within the budget.
  expect(response.status).toBe(200)
  const { problems } = (await response.json()) as { problems: Array<{ where: string; field: string; message: string }> }
  expect(problems.map(({ where, field }) => ({ where, field }))).toEqual([
    { where: 'treatments[veneers].options', field: 'options' },
    { where: 'treatments[veneers].requires', field: 'requires' },
  ])
  expect(problems[0]?.message).toContain('50')
})

test('more than a hundred problems: 422 "too many problems", the list not answered', async () => {
  const proposed = embeddedPractice()
  proposed.treatments = proposed.treatments.flatMap((treatment) => Array.from({ length: 4 }, (_, copy) => ({ ...treatment, slug: `${treatment.slug}-${copy}`, name: '' })))
  expect(proposed.treatments.length).toBeGreaterThan(100)
  const response = await handlePracticeCheck(signed(JSON.stringify({ proposed })), deps())
  expect(response.status).toBe(422)
  expect(await response.json()).toEqual({ error: 'too many problems' })
})

test('a check past its budget is 422 "too large to check"; one refused while others wait is 503', async () => {
  const body = JSON.stringify({ proposed: embeddedPractice() })
  const tooLarge = await handlePracticeCheck(signed(body), deps({ check: () => Promise.resolve({ kind: 'too large to check' }) }))
  expect(tooLarge.status).toBe(422)
  expect(await tooLarge.json()).toEqual({ error: 'too large to check' })
  const busy = await handlePracticeCheck(signed(body), deps({ check: () => Promise.resolve({ kind: 'busy' }) }))
  expect(busy.status).toBe(503)
  expect(busy.headers.get('retry-after')).toBe('5')
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
