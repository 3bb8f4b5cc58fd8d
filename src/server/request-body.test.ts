import type http from 'node:http'
import { Readable } from 'node:stream'
import { embeddedFacts } from '../../tests/embedded-facts'
import { checkBody, countParts, LINGER_MS, refuse } from './request-body'

const rule = { kind: 'limited', maxBytes: 1000, maxParts: 3 } as const

/** A request whose body arrives in these chunks; `pulled` counts how many the check read. */
function requestOf(chunks: Buffer[], headers: http.IncomingHttpHeaders) {
  let pulled = 0
  const stream = Readable.from(
    (function* () {
      for (const chunk of chunks) {
        pulled += 1
        yield chunk
      }
    })(),
  )
  return { req: Object.assign(stream, { headers }) as unknown as http.IncomingMessage, pulled: () => pulled }
}

async function multipart(fields: number) {
  const data = new FormData()
  for (let index = 0; index < fields; index += 1) data.append(`f${index}`, 'x')
  const request = new Request('http://x/', { method: 'POST', body: data })
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' }
}

test('parts are counted without parsing: multipart and url-encoded', async () => {
  for (const fields of [0, 1, 3, 250]) {
    const { body, type } = await multipart(fields)
    expect(countParts(body, type)).toBe(fields)
  }
  expect(countParts(Buffer.from('a=1&b=2&c='), 'application/x-www-form-urlencoded')).toBe(3)
  expect(countParts(Buffer.from('{"a":1}'), 'application/json')).toBe(0)
})

test('a declared length over the limit is refused before a byte is read', async () => {
  const { req, pulled } = requestOf([Buffer.alloc(500), Buffer.alloc(800)], { 'content-length': '1300' })
  expect(await checkBody(req, rule)).toEqual({ ok: false, refusal: 'too large' })
  expect(pulled()).toBe(0)
})

test('a chunked body is refused as soon as it passes the limit; the rest is not read', async () => {
  const { req, pulled } = requestOf(Array.from({ length: 50 }, () => Buffer.alloc(400)), { 'transfer-encoding': 'chunked' })
  expect(await checkBody(req, rule)).toEqual({ ok: false, refusal: 'too large' })
  expect(pulled()).toBeLessThan(6)
})

test('too many parts are refused, however small; a body within both limits is handed on whole', async () => {
  const many = await multipart(4)
  expect(await checkBody(requestOf([many.body], { 'content-type': many.type }).req, { ...rule, maxBytes: 10_000 })).toEqual({ ok: false, refusal: 'too many parts' })
  const fine = await multipart(3)
  const answer = await checkBody(requestOf([fine.body.subarray(0, 10), fine.body.subarray(10)], { 'content-type': fine.type }).req, { ...rule, maxBytes: 10_000 })
  expect(answer).toEqual({ ok: true, body: fine.body })
})

test('an action that does not exist is refused without reading', async () => {
  const { req, pulled } = requestOf([Buffer.alloc(10)], {})
  expect(await checkBody(req, { kind: 'unknown action' })).toEqual({ ok: false, refusal: 'unknown action' })
  expect(pulled()).toBe(0)
})

test('a refusal answers at once, reads nothing more, and cuts the connection a few seconds later', async () => {
  const { createServer, request } = await import('node:http')
  let read = 0
  const server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (read += chunk.length))
    refuse(req, res, 'too large', embeddedFacts())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  try {
    const started = Date.now()
    const answer = await new Promise<{ status: number; cacheControl: string | undefined; closedAfter: Promise<number> }>((resolve) => {
      const sending = request({ host: '127.0.0.1', port, method: 'POST', path: '/contact-us?_action=contact', headers: { 'content-length': 50 * 1024 * 1024 } }, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, cacheControl: response.headers['cache-control'], closedAfter: new Promise((closed) => sending.socket?.once('close', () => closed(Date.now() - started))) })
      })
      sending.on('error', () => undefined)
      // Keeps sending for as long as the connection takes it: the server must not.
      const chunk = Buffer.alloc(64 * 1024)
      const pump = () => {
        while (sending.write(chunk));
        sending.once('drain', pump)
      }
      pump()
    })
    expect(answer.status).toBe(413)
    expect(answer.cacheControl).toBe('no-store')
    expect(await answer.closedAfter).toBeLessThan(LINGER_MS + 2000)
    expect(read).toBeLessThan(4 * 1024 * 1024)
  } finally {
    server.close()
  }
})

test('the decoy boundary: parts are counted by the boundary undici parses by, not the first "boundary=" seen', () => {
  const body = Buffer.from(`${'--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n'.repeat(5)}--B--\r\n`)
  expect(countParts(body, 'multipart/form-data; boundary=B')).toBe(5)
  // A type that passes (only charset beside the boundary) whose quoted charset holds a decoy.
  expect(countParts(body, 'multipart/form-data; charset="boundary=Z"; boundary=B')).toBe(5)
})

test('a decoy-boundary post to a form is refused before a byte is read', async () => {
  const { req, pulled } = requestOf([Buffer.alloc(10)], { 'content-type': 'multipart/form-data; xboundary=Z; boundary=B' })
  expect(await checkBody(req, { ...rule, form: 'referral' })).toEqual({ ok: false, refusal: 'not a form' })
  expect(pulled()).toBe(0)
})

test('a refused post read whole (too many parts), or small (a 405), leaves the connection fit for the next request', async () => {
  const { createServer, Agent, request } = await import('node:http')
  let round = 0
  const server = createServer((req, res) => {
    round += 1
    if (round % 2 === 0) return refuse(req, res, 'not allowed', embeddedFacts(), { Allow: 'GET, HEAD' })
    void checkBody(req, { ...rule, maxParts: 0 }).then(() => refuse(req, res, 'too many parts', embeddedFacts(), { Allow: 'GET, HEAD' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const send = () =>
    new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      const sending = request({ host: '127.0.0.1', port, method: 'POST', path: '/veneers', agent, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }))
      })
      sending.on('error', reject)
      sending.end('a=1')
    })
  try {
    const started = Date.now()
    for (let sent = 0; sent < 4; sent += 1) expect((await send()).status).toBe(sent % 2 === 0 ? 413 : 405)
    expect(Date.now() - started).toBeLessThan(LINGER_MS)
  } finally {
    agent.destroy()
    server.close()
  }
})

test('an island’s call past the forms’ limit is told so as an action error Astro’s client reads, with the phone', async () => {
  const { createServer } = await import('node:http')
  const server = createServer((req, res) => refuse(req, res, 'rate limited', embeddedFacts(), { 'Retry-After': '60' }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/_actions/contact`, { method: 'POST', body: 'a=1' })
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).toBe('60')
    const body = (await answer.json()) as { type: string; code: string; message: string }
    expect(body).toMatchObject({ type: 'AstroActionError', code: 'TOO_MANY_REQUESTS' })
    expect(body.message).toContain(embeddedFacts().phone.display)
  } finally {
    server.close()
  }
})
