import { gunzipSync } from 'node:zlib'
import { createRouteCache, pickEncoding } from './route-provider'

/** A page as Astro hands it to the provider: the cache directives in CDN-Cache-Control and Cache-Tag. */
function page(body: string, { status = 200, maxAge = 300, swr = 2_592_000, tags = 'content,page:veneers' } = {}) {
  return new Response(body, { status, headers: { 'content-type': 'text/html', 'CDN-Cache-Control': `max-age=${maxAge}, stale-while-revalidate=${swr}`, 'Cache-Tag': tags } })
}

function setup(options: Parameters<typeof createRouteCache>[0] = {}) {
  let time = 1_000_000
  const cache = createRouteCache(options, () => time)
  let renders = 0
  const request = (path: string, headers: Record<string, string> = {}) => ({ request: new Request(`http://site.test${path}`, { headers }), url: new URL(`http://site.test${path}`) })
  const get = (path: string, render: () => Response | Promise<Response>, headers: Record<string, string> = {}) =>
    cache.onRequest(request(path, headers), async () => {
      renders += 1
      return render()
    })
  return { cache, get, advance: (ms: number) => (time += ms), renders: () => renders }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

test('a page is rendered once, then served from the cache until its max-age', async () => {
  const { get, renders, advance } = setup()
  await get('/veneers', () => page('v1'))
  advance(299_000)
  const second = await get('/veneers', () => page('v2'))
  expect(await second.text()).toBe('v1')
  expect(second.headers.get('x-astro-cache')).toBe('HIT')
  expect(renders()).toBe(1)
})

test('after max-age the stale page is served at once and rendered again in the background', async () => {
  const { get, renders, advance } = setup()
  await get('/veneers', () => page('v1'))
  advance(301_000)
  const stale = await get('/veneers', () => page('v2'))
  expect(await stale.text()).toBe('v1')
  expect(stale.headers.get('x-astro-cache')).toBe('STALE')
  await settle()
  expect(await (await get('/veneers', () => page('v3'))).text()).toBe('v2')
  expect(renders()).toBe(2)
})

test('a refresh that comes back uncacheable (the CMS down) leaves the last good page in place', async () => {
  const { get, advance } = setup()
  await get('/veneers', () => page('good'))
  advance(301_000)
  await get('/veneers', () => new Response('unavailable', { status: 503 }))
  await settle()
  expect(await (await get('/veneers', () => new Response('unavailable', { status: 503 }))).text()).toBe('good')
})

test('the key is the path alone: neither the host nor a query string makes a new entry', async () => {
  const { cache, renders } = setup()
  for (const url of ['http://a.test/veneers?utm_source=x', 'http://evil.test/veneers?page=2', 'http://a.test/veneers/']) {
    await cache.onRequest({ request: new Request(url), url: new URL(url) }, async () => page('v1'))
  }
  expect(renders()).toBe(0)
  expect(cache.stats().pages).toBe(1)
})

test('invalidating a tag drops the pages stored before that time, here or from another instance', async () => {
  const { cache, get, renders, advance } = setup()
  await get('/veneers', () => page('v1'))
  await get('/fees', () => page('f1', { tags: 'content,page:fees' }))
  cache.invalidate(['page:veneers'])
  advance(10)
  expect(await (await get('/veneers', () => page('v2'))).text()).toBe('v2')
  expect(await (await get('/fees', () => page('f2'))).text()).toBe('f1')
  cache.invalidate(['page:veneers'], 1_000_000 - 1)
  expect(await (await get('/veneers', () => page('v3'))).text()).toBe('v2')
  expect(renders()).toBe(3)
})

test('404s live in a small store of their own: invented URLs cannot push real pages out', async () => {
  const { cache, get } = setup({ maxBytes: 2_000_000, maxMissBytes: 50_000 })
  await get('/veneers', () => page('real page'))
  for (let index = 0; index < 2000; index += 1) await get(`/made-up-${index}`, () => page('x'.repeat(2000), { status: 404, maxAge: 60, swr: 0 }))
  expect(cache.stats().missBytes).toBeLessThanOrEqual(50_000)
  expect((await get('/veneers', () => page('re-rendered'))).headers.get('x-astro-cache')).toBe('HIT')
})

test('a page is compressed once and served brotli, gzip or plain as the browser asks', async () => {
  const { get } = setup()
  const html = `<p>${'Porcelain veneers '.repeat(200)}</p>`
  await get('/veneers', () => page(html))
  const gzip = await get('/veneers', () => page('other'), { 'accept-encoding': 'gzip' })
  expect(gzip.headers.get('content-encoding')).toBe('gzip')
  expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html)
  expect((await get('/veneers', () => page('other'), { 'accept-encoding': 'gzip, br' })).headers.get('content-encoding')).toBe('br')
  const plain = await get('/veneers', () => page('other'))
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(await plain.text()).toBe(html)
})

test('pickEncoding honours q=0', () => {
  expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
  expect(pickEncoding('identity')).toBeNull()
  expect(pickEncoding('*')).toBe('br')
})

test('a response that sets a cookie, or has no max-age, is never stored', async () => {
  const { cache, get } = setup()
  await get('/preview/post/1', () => new Response('draft', { headers: { 'set-cookie': 'a=b', 'CDN-Cache-Control': 'max-age=300' } }))
  await get('/search', () => new Response('results'))
  expect(cache.stats()).toMatchObject({ pages: 0, misses: 0 })
})

test('the server entry reads only a fresh copy, at its exact path, ready to write with its length', async () => {
  const { cache, get, advance } = setup()
  await get('/veneers', () => page('<p>veneers</p>'))
  const plain = cache.readFresh('/veneers', undefined)
  expect(plain?.body.toString()).toBe('<p>veneers</p>')
  expect(plain?.headers).toMatchObject({ 'content-type': 'text/html', 'Content-Length': 14, 'X-Astro-Cache': 'HIT', Vary: 'Accept-Encoding' })
  const gzipped = cache.readFresh('/veneers', 'gzip, deflate')
  expect(gzipped?.headers['Content-Encoding']).toBe('gzip')
  expect(gunzipSync(gzipped?.body ?? Buffer.alloc(0)).toString()).toBe('<p>veneers</p>')
  // A trailing slash goes through Astro (which redirects it); so does a page past its max-age.
  expect(cache.readFresh('/veneers/', undefined)).toBeNull()
  expect(cache.readFresh('/crowns', undefined)).toBeNull()
  advance(301_000)
  expect(cache.readFresh('/veneers', undefined)).toBeNull()
})

test('percent-encoded spellings of a page are its one entry: 1,500 of them push nothing out (issue 27, point 4)', async () => {
  const { cache, get, renders } = setup({ maxBytes: 64 * 1024 })
  await get('/veneers', () => page('veneers'))
  const spellings = Array.from({ length: 1500 }, (_, index) => {
    const letters = [...'veneers'].map((letter, at) => ((index >> at) & 1 ? `%${letter.charCodeAt(0).toString(16)}` : letter))
    return `/${letters.join('')}${index >= 128 ? `?n=${index}` : ''}`
  })
  for (const spelling of spellings) expect(await (await get(spelling, () => page(`render of ${spelling}`))).text()).toBe('veneers')
  expect(renders()).toBe(1)
  expect(cache.stats().pages).toBe(1)
  // The server entry's fast lane answers the canonical spelling only (it redirects the others).
  expect(cache.readFresh('/veneers', undefined)?.status).toBe(200)
  expect(cache.readFresh('/v%65neers', undefined)).toBeNull()
})

test('visitors asking for one page while it renders (after a flush) wait for that one render (issue 34, point 9)', async () => {
  const { cache, get, renders } = setup()
  await get('/veneers', () => page('v1'))
  cache.invalidate(['page:veneers'])
  let finish: (response: Response) => void = () => undefined
  const slow = new Promise<Response>((resolve) => (finish = resolve))
  const answers = Array.from({ length: 20 }, () => get('/veneers', () => slow))
  finish(page('v2'))
  const texts = await Promise.all(answers.map(async (answer) => (await answer).text()))
  expect(texts).toEqual(Array.from({ length: 20 }, () => 'v2'))
  expect(renders()).toBe(2)
})

test('a render that is not kept (a search, an error) leaves each waiting visitor its own render', async () => {
  const { get, renders } = setup()
  let finish: (response: Response) => void = () => undefined
  const first = get('/search?search=a', () => new Promise<Response>((resolve) => (finish = resolve)))
  const second = get('/search?search=a', () => new Response('results for b'))
  const other = get('/search?search=b', () => new Response('other words'))
  finish(new Response('results for a'))
  expect(await (await first).text()).toBe('results for a')
  expect(await (await second).text()).toBe('results for b')
  expect(await (await other).text()).toBe('other words')
  expect(renders()).toBe(3)
})

test('invented URLs share the one 404 page they render: 2,000 of them are kept in a small store (issue 34, point 6)', async () => {
  const { cache, get, renders } = setup({ maxMissBytes: 2_000_000 })
  const notFound = () => page(`<h1>We couldn’t find that page</h1>${'<p>frame</p>'.repeat(1500)}`, { status: 404, maxAge: 60, swr: 0 })
  const invented = Array.from({ length: 2000 }, (_, index) => `/made-up-${index}`)
  for (const path of invented) await get(path, notFound)
  for (const path of invented) expect((await get(path, notFound)).headers.get('x-astro-cache')).toBe('HIT')
  expect(renders()).toBe(2000)
  expect(cache.stats().missBytes).toBeLessThanOrEqual(2_000_000)
})
