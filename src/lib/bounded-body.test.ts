import { readBodyWithin } from './bounded-body'

/** A chunked body (no Content-Length) that counts how much of it was ever pulled. */
function chunkedRequest(chunkBytes: number, chunks: number) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close()
      pulled += 1
      controller.enqueue(new Uint8Array(chunkBytes).fill(120))
    },
  })
  const request = new Request('http://site.test/', { method: 'POST', body, duplex: 'half' } as RequestInit)
  return { request, pulled: () => pulled }
}

test('a body within the limit is read whole', async () => {
  const answer = await readBodyWithin(new Request('http://site.test/', { method: 'POST', body: '{"a":1}' }), 100)
  expect(answer).toEqual({ ok: true, text: '{"a":1}' })
})

test('a declared Content-Length over the limit is refused without reading', async () => {
  const request = new Request('http://site.test/', { method: 'POST', body: 'x'.repeat(200), headers: { 'content-length': '200' } })
  expect(await readBodyWithin(request, 100)).toEqual({ ok: false, reason: 'too large' })
})

test('a chunked body is refused as soon as it passes the limit: the rest is never pulled', async () => {
  const { request, pulled } = chunkedRequest(64 * 1024, 800) // 50 MB
  expect(await readBodyWithin(request, 64 * 1024)).toEqual({ ok: false, reason: 'too large' })
  expect(pulled()).toBeLessThanOrEqual(3)
})

test('multi-byte characters split across chunks are decoded whole', async () => {
  const bytes = new TextEncoder().encode('{"name":"Siân"}')
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, 12))
      controller.enqueue(bytes.slice(12))
      controller.close()
    },
  })
  const request = new Request('http://site.test/', { method: 'POST', body, duplex: 'half' } as RequestInit)
  expect(await readBodyWithin(request, 100)).toEqual({ ok: true, text: '{"name":"Siân"}' })
})
