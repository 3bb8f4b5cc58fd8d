import { createClient } from 'redis'
import type * as IsrModule from './isr.mjs'
import type * as SharedModule from './shared.mjs'
import type * as UseCacheModule from './use-cache.mjs'
import { redisAvailable, startRedis, type TempRedis } from '../tests/fakes/redis'

/**
 * The Redis cache handlers against a real redis-server started here: entries shared between
 * instances, a revalidation on one seen by the other, Redis stopped (served from memory, never a
 * failure, never past expiry) and Redis back (shared again, the revalidation made meanwhile sent).
 */
const describeWithRedis = redisAvailable() ? describe : describe.skip
if (!redisAvailable()) console.warn('Skipping the Redis cache handler tests: /usr/bin/redis-server is not installed (apt-get install redis-server)')

type Shared = typeof SharedModule
type UseCache = typeof UseCacheModule
type Isr = typeof IsrModule

const bytes = (text: string) => new TextEncoder().encode(text)
const stream = (text: string) => new Response(text).body as ReadableStream<Uint8Array>
const read = async (entry: { value: ReadableStream<Uint8Array> } | undefined) => (entry ? new Response(entry.value).text() : undefined)
const entryOf = (text: string, tags: string[], timestamp = Date.now(), expire = 86_400) => ({ value: stream(text), tags, stale: 0, timestamp, expire, revalidate: 60 })
const until = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describeWithRedis('Redis cache handlers', () => {
  let redis: TempRedis
  let shared: Shared
  let useCache: UseCache
  let Isr: Isr['default']
  let other: ReturnType<typeof createClient>
  let otherTags: InstanceType<Shared['TagTimesStore']>
  const warnings: string[] = []

  beforeAll(async () => {
    redis = await startRedis()
    process.env.REDIS_URL = redis.url
    vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(String(message)))
    vi.spyOn(console, 'info').mockImplementation(() => {})
    shared = await import('./shared.mjs')
    useCache = await import('./use-cache.mjs')
    Isr = (await import('./isr.mjs')).default
    // Another instance: its own connection and its own mirror of the tag times.
    other = createClient({ url: redis.url })
    other.on('error', () => {})
    await other.connect()
    otherTags = new shared.TagTimesStore(() => (other.isReady ? (other as never) : null))
    await until(() => shared.usableClient() !== null)
  })

  afterAll(async () => {
    other?.destroy()
    shared?.usableClient()?.destroy()
    await redis?.stop()
    delete process.env.REDIS_URL
    vi.restoreAllMocks()
  })

  test("'use cache': an entry written by one instance is read by another", async () => {
    const a = useCache.createUseCacheHandler()
    const b = useCache.createUseCacheHandler()
    await a.set('k1', Promise.resolve(entryOf('hello', ['page:fees'])))
    expect(await read(await b.get('k1', []))).toBe('hello')
  })

  test("'use cache': revalidateTag on another instance expires the entry here; other tags are untouched", async () => {
    const a = useCache.createUseCacheHandler()
    await a.set('k2', Promise.resolve(entryOf('old fees', ['page:fees', 'content'], Date.now() - 10)))
    await a.set('k3', Promise.resolve(entryOf('blog', ['posts:blog'], Date.now() - 10)))
    await otherTags.update(['page:fees'])
    await a.refreshTags()
    expect(await a.get('k2', [])).toBeUndefined()
    expect(await read(await a.get('k3', []))).toBe('blog')
    expect(await a.getExpiration(['page:fees'])).toBeGreaterThan(0)
  })

  test("'use cache': a tag gone stale (revalidateTag with a profile) serves the entry with revalidate -1", async () => {
    const a = useCache.createUseCacheHandler()
    await a.set('k4', Promise.resolve(entryOf('stale one', ['posts:all'], Date.now() - 10)))
    await otherTags.update(['posts:all'], { expire: 3600 })
    const entry = await a.get('k4', [])
    expect(entry?.revalidate).toBe(-1)
    expect(await read(entry)).toBe('stale one')
  })

  test('ISR: a page entry with Buffers and Maps survives the trip through Redis; its header tags expire it', async () => {
    const page = { kind: 'APP_PAGE', html: '<p>hi</p>', rscData: Buffer.from('rsc'), segmentData: new Map([['/_index', Buffer.from('seg')]]), headers: { 'x-next-cache-tags': 'page:home,content' }, status: 200, postponed: undefined }
    const a = new Isr({})
    await a.set('/route-cache/APP_PAGE/x/$/', page, { cacheControl: { revalidate: 300, expire: 3600 } })
    const raw = await other.keys('larkspur:cache:isr:*')
    expect(raw.length).toBeGreaterThan(0)
    const read = await a.get('/route-cache/APP_PAGE/x/$/', {})
    expect(read?.value.rscData).toEqual(Buffer.from('rsc'))
    expect(read?.value.segmentData.get('/_index')).toEqual(Buffer.from('seg'))
    expect(read?.cacheControl).toEqual({ revalidate: 300, expire: 3600 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await otherTags.update(['page:home'])
    expect(await a.get('/route-cache/APP_PAGE/x/$/', {})).toBeNull()
  })

  test('Redis stopped: entries come from memory with a warning, never an error, never past expiry; Redis back: shared again and the revalidation made meanwhile is sent', async () => {
    const a = useCache.createUseCacheHandler()
    const isr = new Isr({})
    await a.set('k5', Promise.resolve(entryOf('kept', ['page:a'])))
    await a.set('k6', Promise.resolve(entryOf('short', ['page:b'], Date.now() - 2000, 1)))
    await isr.set('/route-cache/APP_ROUTE/y', { kind: 'APP_ROUTE', body: Buffer.from('feed'), headers: { 'x-next-cache-tags': 'posts:all' }, status: 200 }, {})
    expect(await read(await a.get('k5', []))).toBe('kept')
    expect((await isr.get('/route-cache/APP_ROUTE/y', {}))?.value.body).toEqual(Buffer.from('feed'))
    warnings.length = 0

    await redis.stop()
    await until(() => shared.usableClient() === null)
    const started = Date.now()
    expect(await read(await a.get('k5', []))).toBe('kept')
    expect(await a.get('k6', [])).toBeUndefined()
    expect((await isr.get('/route-cache/APP_ROUTE/y', {}))?.value.body).toEqual(Buffer.from('feed'))
    await a.set('k7', Promise.resolve(entryOf('written while down', ['page:c'])))
    expect(await read(await a.get('k7', []))).toBe('written while down')
    await a.updateTags(['page:a'])
    expect(await a.get('k5', [])).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(2000)
    expect(warnings.some((line) => line.includes('Redis unavailable'))).toBe(true)

    await redis.start()
    await until(() => shared.usableClient() !== null, 10_000)
    await until(async () => (await other.hGet(shared.TAGS_KEY, 'page:a').catch(() => null)) !== null, 10_000)
    const b = useCache.createUseCacheHandler()
    await a.set('k8', Promise.resolve(entryOf('shared again', ['page:d'])))
    expect(await read(await b.get('k8', []))).toBe('shared again')
  })

  test('a value in Redis that is not a well-formed entry of ours is dropped, not served', async () => {
    const a = useCache.createUseCacheHandler()
    await a.set('k9', Promise.resolve(entryOf('genuine', ['page:e'])))
    const [key] = await other.keys('larkspur:cache:use-cache:k9')
    expect(key).toBeDefined()
    for (const forged of ['<script>alert(1)</script>', JSON.stringify({ value: 'not bytes', tags: [], timestamp: 1 }), '{"value":{"$b":"aGk="},"tags":"page:e"}']) {
      await other.set(key as string, forged)
      expect(await a.get('k9', [])).toBeUndefined()
    }
    const isr = new Isr({})
    await isr.set('/route-cache/APP_PAGE/z/$/', { kind: 'APP_PAGE', html: '<p>ok</p>', headers: {}, status: 200 }, {})
    const [isrKey] = await other.keys('larkspur:cache:isr:*z*')
    await other.set(isrKey as string, JSON.stringify({ value: { kind: 'SOMETHING', html: '<script>' }, lastModified: Date.now(), tags: [] }))
    expect(await isr.get('/route-cache/APP_PAGE/z/$/', {})).toBeNull()
    expect(warnings.some((line) => line.includes('not one of ours'))).toBe(true)
  })

  test('a brief entry (a miss or a failure) stays in this process and never becomes a Redis key', async () => {
    const a = useCache.createUseCacheHandler()
    await a.set('miss-1', Promise.resolve(entryOf('no such page', ['page:made-up'], Date.now(), 300)))
    expect(await other.keys('larkspur:cache:use-cache:miss-1')).toEqual([])
    const isr = new Isr({})
    await isr.set('/route-cache/APP_PAGE/made-up/$/', { kind: 'APP_PAGE', html: '<p>404</p>', headers: {}, status: 404 }, { cacheControl: { revalidate: 60, expire: 300 } })
    expect(await other.keys('larkspur:cache:isr:*made-up*')).toEqual([])
    expect(await other.pTTL(shared.TAGS_KEY)).toBeGreaterThan(0)
  })

  test('encode/decode keep Buffers, Uint8Arrays and Maps', () => {
    const value = { a: Buffer.from('x'), b: new Map([['k', [bytes('y')]]]), c: [1, 'two', null] }
    const back = shared.decode(JSON.parse(JSON.stringify(shared.encode(value))))
    expect(back.a).toEqual(Buffer.from('x'))
    expect(Buffer.from(back.b.get('k')[0]).toString()).toBe('y')
    expect(back.c).toEqual([1, 'two', null])
  })
})
