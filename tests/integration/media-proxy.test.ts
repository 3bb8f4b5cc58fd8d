import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isInlineMedia, proxyMedia, upstreamUrl } from '@/lib/media-proxy'

/** Issue 15, point 7: the uploads proxy passes media as media, and nothing else as a page. */
const bodies: Record<string, [string, string]> = {
  '/wp-content/uploads/2026/01/smile.png': ['image/png', 'PNGDATA'],
  '/wp-content/uploads/2026/01/leaflet.pdf': ['application/pdf', '%PDF-1.4'],
  '/wp-content/uploads/2026/01/tour.mp4': ['video/mp4', '0123456789'],
  '/wp-content/uploads/2026/01/phish.html': ['text/html; charset=UTF-8', '<script>steal()</script>'],
  '/wp-content/uploads/2026/01/logo.svg': ['image/svg+xml', '<svg onload="steal()"/>'],
  '/wp-content/uploads/2026/01/notes.txt': ['text/plain', 'hello'],
}
let server: Server
let base: string
const seen: Array<{ url?: string; range?: string }> = []

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url, range: request.headers.range })
    const entry = bodies[request.url ?? '']
    if (!entry) return void response.writeHead(404).end('missing')
    const [type, body] = entry
    if (request.headers.range === 'bytes=2-5') return void response.writeHead(206, { 'Content-Type': type, 'Content-Range': `bytes 2-5/${body.length}`, 'Content-Length': '4' }).end(body.slice(2, 6))
    response.writeHead(200, { 'Content-Type': type, 'Content-Length': String(body.length), ETag: '"v1"' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, headers: Record<string, string> = {}) => proxyMedia(new Request(`http://site.test/wp-content/uploads/${path}`, { headers }), path.split('/'), base)

test.each(['2026/01/smile.png', '2026/01/leaflet.pdf', '2026/01/tour.mp4'])('%s passes as itself, with nosniff', async (path) => {
  const response = await get(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe(bodies[`/wp-content/uploads/${path}`]?.[0])
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('content-disposition')).toBeNull()
  expect(response.headers.get('etag')).toBe('"v1"')
})

test.each(['2026/01/phish.html', '2026/01/logo.svg', '2026/01/notes.txt'])('%s goes only as a sandboxed download of no declared type', async (path) => {
  const response = await get(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/octet-stream')
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${path.split('/').at(-1)}`)
  expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
})

test('a video can be sought: Range goes up, 206 and Content-Range come back', async () => {
  const response = await get('2026/01/tour.mp4', { Range: 'bytes=2-5' })
  expect(response.status).toBe(206)
  expect(response.headers.get('content-range')).toBe('bytes 2-5/10')
  expect(await response.text()).toBe('2345')
})

test('a missing file is a 404; without a CMS, or with a path that climbs out, nothing is fetched', async () => {
  expect((await get('2026/01/none.png')).status).toBe(404)
  const before = seen.length
  expect((await proxyMedia(new Request('http://site.test/x'), ['a.png'], undefined)).status).toBe(404)
  expect((await proxyMedia(new Request('http://site.test/x'), ['..', 'wp-config.php'], base)).status).toBe(404)
  expect(seen.length).toBe(before)
})

test('media types: images, video, audio and PDF are inline; SVG and documents are not', () => {
  expect(['image/jpeg', 'image/webp', 'video/webm', 'audio/mpeg', 'application/pdf; charset=binary'].every(isInlineMedia)).toBe(true)
  expect(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'application/msword', null].some(isInlineMedia)).toBe(false)
  expect(upstreamUrl('https://cms.example/wp-json/', ['2026', 'a b#.png'])?.href).toBe('https://cms.example/wp-content/uploads/2026/a%20b%23.png')
})
