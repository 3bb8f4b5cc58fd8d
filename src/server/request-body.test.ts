import type http from 'node:http'
import { Readable } from 'node:stream'
import { checkBody, countParts } from './request-body'

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
