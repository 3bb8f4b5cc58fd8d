import http from 'node:http'
import { expect, test } from './fixtures'
import { ODD_POST_SLUG, startOddWordPress } from '../fakes/odd-wordpress'
import { residentBytes, startSite, storeOpened, type Site } from '../fakes/site-server'

/**
 * Issue 27 against the production build as `npm start` serves it, each test with a server of its
 * own: bodies held to what their target can need before anything parses them (point 1), the
 * visitor's address from listed proxies only (3), one cache entry per page however its path is
 * spelt (4), no-store on every answer to a post (5), and a page that throws answered with the
 * phone number and logged without its URL (6). The server entry is src/server/main.ts.
 */
test.describe.configure({ mode: 'parallel' })

const MiB = 1024 * 1024
/** The plain page's call button: the practice's phone number, as src/site/plain-page.ts writes it. */
const CALL_US = /<a class="call" href="tel:\+44\d{9,10}">Call 0\d{4} \d{6}<\/a>/

interface RawAnswer {
  readonly status: number
  readonly headers: http.IncomingHttpHeaders
  readonly body: string
  /** Bytes of the request body written when the answer began. */
  readonly sentBeforeAnswer: number
}

/**
 * A POST whose body is written in 64 KiB pieces until the answer begins (or it is all sent). With
 * `holdAfter`, the sender stops after that many bytes and waits up to 5 s for an answer before
 * sending the rest: an answer in that time was given before the body was read.
 */
function post(site: Site, path: string, body: Buffer, headers: http.OutgoingHttpHeaders, options: { localAddress?: string; holdAfter?: number } = {}): Promise<RawAnswer> {
  const url = new URL(site.base + path)
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', headers: { origin: site.base, ...headers }, localAddress: options.localAddress }, (response) => {
      answered = true
      const sentBeforeAnswer = sent
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), sentBeforeAnswer }))
      response.on('error', reject)
    })
    // The server may close its end once it has answered: expected, after the answer.
    request.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)))
    let held = false
    const pump = () => {
      while (!answered && sent < body.length) {
        if (!held && options.holdAfter !== undefined && sent >= options.holdAfter) {
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

async function multipart(fields: ReadonlyArray<readonly [string, string]>) {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  const encoded = new Request('http://x/', { method: 'POST', body: data })
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? '' }
}

const contact = { firstname: 'Flo', lastname: 'Entry', email: 'flo@example.com', phone: '01632 960009', interested: 'Other', comments: 'Sent by the server entry test.', requesttype: '2' }

test('a contact post of 9 MiB is refused with 413 before its body is read; sixteen at once leave the answers small and memory flat', async () => {
  test.setTimeout(3 * 60_000)
  const site = await startSite()
  try {
    await storeOpened(site)
    await fetch(`${site.base}/veneers`)
    const { body, type } = await multipart([...Object.entries(contact), ['comments', 'x'.repeat(9 * MiB)]])
    const one = await post(site, '/contact-us?_action=contact', body, { 'content-type': type, 'content-length': body.length }, { holdAfter: 64 * 1024 })
    expect(one.status).toBe(413)
    expect(one.headers['cache-control']).toBe('no-store')
    expect(one.body).toMatch(CALL_US)
    expect(one.body).toContain('too long to send')
    expect(one.sentBeforeAnswer).toBe(64 * 1024)
    // Chunked, with no length said: refused as soon as it passes the form's limit.
    const chunked = await post(site, '/_actions/enquiry', body, { 'content-type': type, 'transfer-encoding': 'chunked' }, { holdAfter: 128 * 1024 })
    expect(chunked.status).toBe(413)
    expect(chunked.sentBeforeAnswer).toBe(128 * 1024)

    const before = await residentBytes(site.pid)
    const answers = await Promise.all(Array.from({ length: 16 }, () => post(site, '/contact-us?_action=contact', body, { 'content-type': type, 'content-length': body.length }, { localAddress: '127.0.0.7' })))
    const grown = (await residentBytes(site.pid)) - before
    // The forms' limit is asked before a post is read (issue 34): past it, a small 429 instead.
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(413), ...Array(11).fill(429)])
    for (const answer of answers) expect(Buffer.byteLength(answer.body)).toBeLessThan(MiB)
    expect(grown).toBeLessThan(150 * MiB)
  } finally {
    await site.stop()
  }
})

test('POST /veneers?_action=nope with 100,000 tiny fields is refused at once, unparsed and unrendered; so are too many parts for a real form', async () => {
  const site = await startSite()
  try {
    const { body, type } = await multipart(Array.from({ length: 100_000 }, (_, index) => [`f${index}`, 'x'] as const))
    const started = Date.now()
    const nope = await post(site, '/veneers?_action=nope', body, { 'content-type': type, 'content-length': body.length })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(nope.status).toBe(400)
    expect(nope.headers['cache-control']).toBe('no-store')
    expect(nope.body).toMatch(CALL_US)
    // The page was not rendered: no island, no script of the site's.
    expect(nope.body).not.toContain('astro-island')
    expect(nope.body).not.toContain('/_astro/')
    for (const [page, action] of [['/veneers', 'enquiry'], ['/referring-dentists', 'referral']]) expect((await post(site, `${page}?_action=${action}`, body, { 'content-type': type, 'content-length': body.length })).status, action).toBe(413)
    // The referral on a page that does not show it: 405 at once (issue 34), however the body is made.
    const elsewhere = await post(site, '/veneers?_action=referral', body, { 'content-type': type, 'content-length': body.length })
    expect(elsewhere.status).toBe(405)
    expect(elsewhere.headers.allow).toBe('GET, HEAD, POST')
  } finally {
    await site.stop()
  }
})

test('every answer to a post, and every answer under /_actions, carries Cache-Control: no-store', async () => {
  const site = await startSite()
  try {
    const valid = await multipart(Object.entries(contact))
    const invalid = await multipart([['firstname', 'Flo']])
    const headers = (form: { type: string; body: Buffer }) => ({ 'content-type': form.type, 'content-length': form.body.length })
    const answers = {
      accepted: await post(site, '/contact-us?_action=contact', valid.body, headers(valid)),
      invalid: await post(site, '/contact-us?_action=contact', invalid.body, headers(invalid)),
      action: await post(site, '/_actions/contact', valid.body, headers(valid)),
      'unknown action': await post(site, '/_actions/nope', valid.body, headers(valid)),
      webhook: await post(site, '/api/revalidate', Buffer.from('{}'), { 'content-type': 'application/json' }),
    }
    // Without JavaScript the answer is a 303 to the page, which shows it once (post/redirect/get, issue 34).
    expect(answers.accepted.status).toBe(303)
    const shown = await fetch(new URL(answers.accepted.headers.location ?? '', site.base), { redirect: 'manual' })
    expect(await shown.text()).toContain('received your message')
    expect(shown.headers.get('cache-control'), 'the page showing the answer').toBe('no-store')
    for (const [name, answer] of Object.entries(answers)) expect(answer.headers['cache-control'], `${name} (${answer.status})`).toBe('no-store')
    // Past the limit of 5 a minute: the refusal too.
    let last = answers.accepted
    for (let index = 0; index < 5; index += 1) last = await post(site, '/contact-us?_action=contact', valid.body, headers(valid))
    expect(last.body).toContain('several messages in the last minute')
    expect(last.headers['cache-control']).toBe('no-store')
    const read = await fetch(`${site.base}/_actions/contact`)
    expect(read.headers.get('cache-control'), `GET /_actions/contact (${read.status})`).toBe('no-store')
  } finally {
    await site.stop()
  }
})

/** A GET from a chosen loopback source address, redirects not followed. */
function get(site: Site, path: string, headers: http.OutgoingHttpHeaders = {}, localAddress = '127.0.0.1'): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get(site.base + path, { localAddress, headers: { accept: 'text/html', ...headers } }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

/** The n-th spelling of a path: each letter as it is, percent-encoded, or encoded twice (n's base-3 digits). */
function spelling(path: string, n: number): string {
  let rest = n
  return path.replace(/[a-z]/g, (letter) => {
    const form = rest % 3
    rest = Math.floor(rest / 3)
    const hex = letter.charCodeAt(0).toString(16)
    return form === 0 ? letter : form === 1 ? `%${hex}` : `%25${hex}`
  })
}

test('1,500 percent-encoded spellings of real pages leave /veneers in the page cache: each is sent to its one spelling', async () => {
  test.setTimeout(3 * 60_000)
  const site = await startSite()
  try {
    const pages = ['/veneers', '/finance', '/invisalign']
    for (const path of pages) await get(site, path)
    expect((await get(site, '/veneers')).headers['x-astro-cache']).toBe('HIT')
    const redirects = new Map<string, number>()
    for (let batch = 0; batch < 1500; batch += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, async (_, index) => {
          const path = pages[(batch + index) % 3] as string
          const answer = await get(site, spelling(path, 1 + Math.floor((batch + index) / 3)))
          return `${answer.status} ${answer.headers.location === path ? 'to its page' : answer.headers.location}`
        }),
      )
      for (const answer of answers) redirects.set(answer, (redirects.get(answer) ?? 0) + 1)
    }
    expect(Object.fromEntries(redirects)).toEqual({ '301 to its page': 1500 })
    for (const path of pages) expect((await get(site, path)).headers['x-astro-cache'], path).toBe('HIT')
  } finally {
    await site.stop()
  }
})

test('a forged X-Forwarded-For from a peer that is not a listed proxy does not change the search limit’s key; from a listed proxy it does', async () => {
  const site = await startSite({ TRUSTED_PROXIES: '127.0.0.1' })
  try {
    expect(site.output()).toContain('X-Forwarded-For trusted from 127.0.0.1/32')
    const searches = async (from: string) => {
      const statuses: number[] = []
      for (let index = 0; index < 21; index += 1) statuses.push((await get(site, `/search?search=crown+${index}`, { 'x-forwarded-for': `198.51.100.${index + 1}` }, from)).status)
      return statuses
    }
    // 127.0.0.9 is not on the list: each forged address is ignored, the 21st search is refused.
    expect((await searches('127.0.0.9')).slice(-2)).toEqual([200, 429])
    // The listed proxy: 21 visitors, none refused.
    expect(new Set(await searches('127.0.0.1'))).toEqual(new Set([200]))
  } finally {
    await site.stop()
  }
})

test('at start the server says what it trusts, and warns about hop counts without a list and about proxies it does not trust', async () => {
  const hopsOnly = await startSite({ TRUSTED_PROXY_HOPS: '1', HOST: '0.0.0.0' })
  const none = await startSite()
  try {
    expect(hopsOnly.output()).toContain('TRUSTED_PROXY_HOPS=1 without TRUSTED_PROXIES')
    expect(none.output()).toContain('X-Forwarded-For is not trusted')
    for (let index = 0; index < 3; index += 1) await get(none, '/veneers?x=1', { 'x-forwarded-for': '198.51.100.1' })
    expect(none.output().match(/no proxy is trusted/g)).toHaveLength(1)
  } finally {
    await hopsOnly.stop()
    await none.stop()
  }
})

test('a post with an odd CMS answer (a date that is no date) is served without that date, logged without its path or query', async () => {
  // Issue 44: every formatter a page calls is total, so one value it cannot use leaves that item
  // out and the page answers 200 (a view that still throws is 500 with the phone number:
  // src/middleware/render-errors.test.ts).
  const wordpress = await startOddWordPress()
  const site = await startSite({ CMS_URL: wordpress.cmsUrl })
  try {
    const query = 'utm_term=jane-doe-abscess-07700900999'
    const answer = await fetch(`${site.base}/blog/${ODD_POST_SLUG}?${query}`)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain('New hours.')
    expect(html).not.toContain('<time')
    await new Promise((resolve) => setTimeout(resolve, 500))
    const output = site.output()
    expect(output).toContain('[dates] date left out: it is not a calendar date')
    for (const secret of [ODD_POST_SLUG, '/blog/', 'jane-doe', '07700900999', 'utm_term']) expect(output, secret).not.toContain(secret)
  } finally {
    await site.stop()
    await wordpress.close()
  }
})
