import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { expect, test } from './fixtures'
import { embeddedPractice } from '../embedded-facts'
import { startSite } from '../fakes/site-server'
import { PRACTICE_CHECK_MAX_BYTES } from '../../src/practice/check/limit'
import { signPracticeCheck, signWebhook } from '../../src/publish/signature'

/**
 * The site's check of a practice save (issue 36, POST /api/practice/check) through the production
 * server entry: refused unsigned, refused over its limit before the body is read, and answering a
 * signed model's problems. It needs a site with a webhook secret: the one at E2E_BASE_URL when
 * E2E_CMS_WEBHOOK_SECRET says its secret, else a server of its own.
 */
test.describe.configure({ mode: 'serial' })

interface Answer {
  readonly status: number
  readonly body: string
  /** Bytes of the request body written when the answer began. */
  readonly sentBeforeAnswer: number
}

/** A POST whose body is written in 64 KiB pieces; after `holdAfter` bytes it waits 5 s for an answer before sending the rest. */
function post(base: string, body: Buffer, headers: http.OutgoingHttpHeaders, holdAfter = Number.POSITIVE_INFINITY): Promise<Answer> {
  const url = new URL('/api/practice/check', base)
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-length': body.length, ...headers } }, (response) => {
      answered = true
      const sentBeforeAnswer = sent
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), sentBeforeAnswer }))
      response.on('error', reject)
    })
    // The server may close its end once it has answered: expected, after the answer.
    request.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)))
    let held = false
    const pump = () => {
      while (!answered && sent < body.length) {
        if (!held && sent >= holdAfter) {
          held = true
          return void setTimeout(pump, 5000)
        }
        const piece = body.subarray(sent, sent + 64 * 1024)
        sent += piece.length
        if (!request.write(piece)) return void request.once('drain', pump)
      }
      if (!answered) request.end()
    }
    pump()
  })
}

const signedHeaders = (secret: string, body: string, sign = signPracticeCheck) => {
  const timestamp = Math.floor(Date.now() / 1000)
  return { 'content-type': 'application/json', 'x-webhook-timestamp': String(timestamp), 'x-webhook-signature': sign(secret, timestamp, body) }
}

/** The site at E2E_BASE_URL when E2E_CMS_WEBHOOK_SECRET says its secret, else a server of its own (`pid` only then). */
async function withSite(run: (site: { base: string; secret: string; pid?: number }) => Promise<void>): Promise<void> {
  const given = process.env.E2E_BASE_URL && process.env.E2E_CMS_WEBHOOK_SECRET ? { base: process.env.E2E_BASE_URL, secret: process.env.E2E_CMS_WEBHOOK_SECRET } : undefined
  if (given) return run(given)
  const secret = randomBytes(24).toString('hex')
  const site = await startSite({ CMS_WEBHOOK_SECRET: secret })
  try {
    await run({ base: site.base, secret, pid: site.pid })
  } finally {
    await site.stop()
  }
}

interface Problem {
  readonly where: string
  readonly record: { kind: string; slug?: string } | null
  readonly field: string | null
  readonly introduced: boolean
}

test('the practice check: 401 unsigned or signed as a webhook, 413 over its limit before the body is read, and a signed model’s problems by record and field', async () => {
  test.setTimeout(2 * 60_000)
  await withSite(async ({ base, secret }) => {
    const current = embeddedPractice()
    const good = JSON.stringify({ proposed: current, current })
    expect((await post(base, Buffer.from(good), { 'content-type': 'application/json' })).status).toBe(401)
    expect((await post(base, Buffer.from(good), signedHeaders(secret, good, signWebhook))).status).toBe(401)

    // Declared over the limit: answered while the sender waits after its first 64 KiB.
    const large = Buffer.alloc(PRACTICE_CHECK_MAX_BYTES + 1024 * 1024, ' ')
    const refused = await post(base, large, { 'content-type': 'application/json' }, 64 * 1024)
    expect(refused.status).toBe(413)
    expect(refused.sentBeforeAnswer).toBe(64 * 1024)

    const fine = await post(base, Buffer.from(good), signedHeaders(secret, good))
    expect(fine.status, fine.body).toBe(200)
    expect(JSON.parse(fine.body)).toEqual({ problems: [] })

    const proposed = embeddedPractice()
    const second = proposed.group.clinics.find((clinic) => !clinic.main)
    if (!second) throw new Error('the embedded model has one clinic')
    second.main = true
    const bad = JSON.stringify({ proposed, current })
    const answer = await post(base, Buffer.from(bad), signedHeaders(secret, bad))
    expect(answer.status, answer.body).toBe(200)
    const { problems } = JSON.parse(answer.body) as { problems: Problem[] }
    expect(problems).toContainEqual(expect.objectContaining({ where: `group.clinics[${second.slug}].main`, record: { kind: 'clinic', slug: second.slug }, field: 'main', introduced: true }))
  })
})

/** Times each GET of `path` until `until` settles: the pages' answer times while a check runs. */
async function timedWhile(base: string, path: string, until: Promise<unknown>): Promise<number[]> {
  const times: number[] = []
  let done = false
  void until.finally(() => (done = true))
  while (!done) {
    const started = performance.now()
    const response = await fetch(new URL(path, base))
    await response.arrayBuffer()
    expect(response.status).toBe(200)
    times.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return times
}

test('3,000 options × 3,000 required ids (issue 44): answered within the plugin’s 5 s, the pages served meanwhile, the same process after', async () => {
  test.setTimeout(2 * 60_000)
  await withSite(async ({ base, secret, pid }) => {
    const proposed = embeddedPractice()
    const veneers = proposed.treatments.find((treatment) => treatment.slug === 'veneers')
    if (!veneers) throw new Error('no veneers')
    veneers.requires = Array.from({ length: 3000 }, (_, index) => `scan-${index}`)
    veneers.options = Array.from({ length: 3000 }, (_, index) => ({ id: `o-${index}`, name: `O ${index}`, from: 1, fixed: false, includes: [], representative: false }))
    const body = JSON.stringify({ proposed, current: embeddedPractice() })
    // A page rendered once, so what is timed below is serving, not a first render.
    await fetch(new URL('/veneers', base)).then((response) => response.arrayBuffer())
    const started = performance.now()
    const answer = post(base, Buffer.from(body), signedHeaders(secret, body))
    const pages = await timedWhile(base, '/veneers', answer)
    const { status, body: text } = await answer
    expect(performance.now() - started).toBeLessThan(5000)
    expect(status === 200 || (status >= 400 && status < 500), text).toBe(true)
    if (status === 200) expect((JSON.parse(text) as { problems: Problem[] }).problems.map((problem) => problem.field)).toEqual(['options', 'requires'])
    expect(Math.max(...pages)).toBeLessThan(500)
    // The same process answers after.
    expect((await fetch(new URL('/veneers', base))).status).toBe(200)
    if (pid !== undefined) expect(process.kill(pid, 0)).toBe(true)
  })
})
