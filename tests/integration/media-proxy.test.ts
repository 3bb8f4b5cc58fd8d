import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { isInlineMedia, isServableMedia, MissCache, proxyMedia, upstreamUrl } from '@/lib/media-proxy'

/**
 * Issue 15, point 7: the uploads proxy passes media as media, and nothing else as a page.
 * Issue 27, point 11: only the images pages use are asked for; misses are remembered for a minute.
 */
const bodies: Record<string, [string, string]> = {
  '/wp-content/uploads/2026/01/smile.png': ['image/png', 'PNGDATA'],
  '/wp-content/uploads/2026/01/smile.webp': ['image/webp', 'RIFFWEBP0123'],
  '/wp-content/uploads/2026/01/photo.jpg': ['image/jpeg', 'JPEGDATA'],
  '/wp-content/uploads/2026/01/leaflet.pdf': ['application/pdf', '%PDF-1.4'],
  '/wp-content/uploads/2026/01/tour.mp4': ['video/mp4', '0123456789'],
  '/wp-content/uploads/2026/01/phish.html': ['text/html; charset=UTF-8', '<script>steal()</script>'],
  '/wp-content/uploads/2026/01/logo.svg': ['image/svg+xml', '<svg onload="steal()"/>'],
  '/wp-content/uploads/2026/01/notes.txt': ['text/plain', 'hello'],
  '/wp-content/uploads/2026/01/disguised.png': ['text/html; charset=UTF-8', '<script>steal()</script>'],
  '/wp-content/uploads/wpcf7_uploads/0123456789/x-ray.png': ['image/png', 'A PATIENT X-RAY'],
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

const get = (path: string, headers: Record<string, string> = {}, misses = new MissCache()) =>
  proxyMedia(new Request(`http://site.test/wp-content/uploads/${path}`, { headers }), path.split('/'), base, misses)

test.each(['2026/01/smile.png', '2026/01/smile.webp', '2026/01/photo.jpg'])('%s passes as itself, with nosniff', async (path) => {
  const response = await get(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe(bodies[`/wp-content/uploads/${path}`]?.[0])
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('content-disposition')).toBeNull()
  expect(response.headers.get('etag')).toBe('"v1"')
})

test.each(['2026/01/leaflet.pdf', '2026/01/tour.mp4', '2026/01/phish.html', '2026/01/logo.svg', '2026/01/notes.txt', 'wpcf7_uploads/0123456789/x-ray.png', '2026/01/.htaccess'])(
  '%s is not media pages use: 404, and WordPress is not asked',
  async (path) => {
    const before = seen.length
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(seen.length).toBe(before)
  },
)

test('an image name WordPress answers with something else goes only as a sandboxed download of no declared type', async () => {
  const response = await get('2026/01/disguised.png')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/octet-stream')
  expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''disguised.png")
  expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
})

test('a range goes up, 206 and Content-Range come back', async () => {
  const response = await get('2026/01/smile.png', { Range: 'bytes=2-5' })
  expect(response.status).toBe(206)
  expect(response.headers.get('content-range')).toBe('bytes 2-5/7')
  expect(await response.text()).toBe('GDAT')
})

test('a missing file is a 404 remembered for a minute: the second request for it does not reach WordPress', async () => {
  let time = 1_000_000
  const misses = new MissCache(60_000, 100, () => time)
  const asked = () => seen.filter((request) => request.url === '/wp-content/uploads/2026/01/random-4711.png').length
  expect((await get('2026/01/random-4711.png', {}, misses)).status).toBe(404)
  expect(asked()).toBe(1)
  expect((await get('2026/01/random-4711.png', {}, misses)).status).toBe(404)
  expect(asked()).toBe(1)
  // A hit is never remembered as a miss.
  expect((await get('2026/01/smile.png', {}, misses)).status).toBe(200)
  expect((await get('2026/01/smile.png', {}, misses)).status).toBe(200)
  // After the minute, WordPress is asked again (the editor may have uploaded it since).
  time += 60_001
  expect((await get('2026/01/random-4711.png', {}, misses)).status).toBe(404)
  expect(asked()).toBe(2)
})

test('the miss cache is bounded: past its size the oldest misses go first', () => {
  const misses = new MissCache(60_000, 2, () => 0)
  for (const key of ['a', 'b', 'c']) misses.add(key)
  expect([misses.has('a'), misses.has('b'), misses.has('c')]).toEqual([false, true, true])
})

test('without a CMS, or with a path that climbs out, nothing is fetched', async () => {
  const before = seen.length
  expect((await proxyMedia(new Request('http://site.test/x'), ['a.png'], undefined)).status).toBe(404)
  expect((await proxyMedia(new Request('http://site.test/x'), ['..', 'wp-config.php'], base)).status).toBe(404)
  expect((await proxyMedia(new Request('http://site.test/x'), ['2026', '01', '..', 'a.png'], base)).status).toBe(404)
  expect(seen.length).toBe(before)
})

test('media types and paths: raster images only, in WordPress’s own layout', () => {
  expect(['image/jpeg', 'image/webp', 'image/png; charset=binary', 'image/avif', 'image/gif'].every(isInlineMedia)).toBe(true)
  expect(['image/svg+xml', 'text/html', 'application/pdf', 'video/mp4', 'application/msword', null].some(isInlineMedia)).toBe(false)
  expect(isServableMedia(['logo.png'])).toBe(true)
  expect(isServableMedia(['2025', '11', 'a-1024x683.WEBP'])).toBe(true)
  for (const refused of [['2025', '13', 'a.png'], ['2025', 'a.png'], ['wpcf7_uploads', 'a.png'], ['gravity_forms', '1', 'a.png'], ['2025', '11', 'a.svg'], ['2025', '11', 'a.pdf']]) {
    expect(isServableMedia(refused), refused.join('/')).toBe(false)
  }
  expect(upstreamUrl('https://cms.example/wp-json/', ['2026', '01', 'a b#.png'])?.href).toBe('https://cms.example/wp-content/uploads/2026/01/a%20b%23.png')
})

test('every upload the embedded content and the recorded WordPress answers link is served', () => {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name)) : [path.join(dir, name)]))
  const linked = new Set<string>()
  for (const file of [...files('content'), ...files('tests/fixtures/wordpress')]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/wp-content\\?\/uploads\\?\/([A-Za-z0-9._\\/-]+)/g)) linked.add((match[1] ?? '').replaceAll('\\/', '/').replace(/\\$/, ''))
  }
  expect(linked.size).toBeGreaterThan(10)
  for (const upload of linked) expect(isServableMedia(upload.split('/')), upload).toBe(true)
})
