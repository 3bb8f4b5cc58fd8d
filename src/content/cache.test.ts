import { createContentCache, type CachedCall } from './cache'
import { ContentUnavailableError } from './types'

/** A clock the tests move by hand, and a CMS whose answers they choose. */
function setup(options: Parameters<typeof createContentCache>[0] = {}) {
  let time = 1_000_000
  const logged: string[] = []
  const cache = createContentCache({ now: () => time, log: (message) => logged.push(message), ...options })
  const advance = (ms: number) => (time += ms)
  return { cache, advance, logged }
}

function cms<T>(answers: Array<T | Error>) {
  let calls = 0
  const load = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)]
    calls += 1
    if (answer instanceof Error) throw answer
    return answer as T
  }
  return { load, calls: () => calls }
}

const call = <T>(load: () => Promise<T>, extra: Partial<CachedCall<T>> = {}): CachedCall<T> => ({
  key: 'page:veneers',
  tags: ['content', 'page:veneers'],
  failure: 'Veneers page fetch failed',
  load,
  ...extra,
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

test('fresh for 5 minutes: the CMS is asked once', async () => {
  const { cache, advance } = setup()
  const source = cms(['v1'])
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'v1', stale: false })
  advance(4 * 60_000)
  await cache.get(call(source.load))
  expect(source.calls()).toBe(1)
})

test('after 5 minutes the old answer is served at once while the new one loads in the background', async () => {
  const { cache, advance } = setup()
  const source = cms(['v1', 'v2'])
  await cache.get(call(source.load))
  advance(5 * 60_000 + 1)
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'v1', stale: false })
  await settle()
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'v2', stale: false })
  expect(source.calls()).toBe(2)
})

test('a failed revalidation keeps the last good answer, marked stale, and logs the page-specific message', async () => {
  const { cache, advance, logged } = setup()
  const source = cms(['v1', new Error('timed out')])
  await cache.get(call(source.load))
  advance(6 * 60_000)
  await cache.get(call(source.load))
  await settle()
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'v1', stale: true })
  expect(logged).toEqual(['Veneers page fetch failed'])
})

test('a failure is remembered for 5 seconds: nothing cached means unavailable, without asking again', async () => {
  const { cache, advance } = setup()
  const source = cms<string>([new Error('down'), 'back'])
  expect(await cache.get(call(source.load))).toEqual({ ok: false })
  advance(4_000)
  expect(await cache.get(call(source.load))).toEqual({ ok: false })
  expect(source.calls()).toBe(1)
  advance(1_001)
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'back', stale: false })
})

test('the last good answer serves for 30 days while the CMS fails, then no longer', async () => {
  const { cache, advance } = setup()
  const source = cms(['v1', new Error('down')])
  await cache.get(call(source.load))
  advance(29 * 24 * 60 * 60_000)
  expect((await cache.get(call(source.load))).ok).toBe(true)
  await settle()
  advance(2 * 24 * 60 * 60_000)
  expect(await cache.get(call(source.load))).toEqual({ ok: false })
})

test('an invalidated tag makes the next read wait for the new answer; a failure then keeps the old one', async () => {
  const { cache } = setup()
  const source = cms(['v1', 'v2', new Error('down')])
  await cache.get(call(source.load))
  cache.invalidate(['page:veneers'])
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'v2', stale: false })
  cache.invalidate(['content'])
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'v2', stale: true })
  cache.invalidate(['page:fees'])
  expect(source.calls()).toBe(3)
})

test('a publish after a failed load is asked at once, inside the 5 seconds a failure is remembered (a corrected save, issue 34)', async () => {
  const { cache, advance } = setup()
  const source = cms(['v1', new ContentUnavailableError('refused'), 'v3'])
  await cache.get(call(source.load))
  advance(1000)
  cache.invalidate(['page:veneers'])
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'v1', stale: true })
  advance(1000)
  // Within the failure's 5 seconds and with no publish since: not asked again.
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'v1', stale: true })
  expect(source.calls()).toBe(2)
  cache.invalidate(['page:veneers'])
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'v3', stale: false })
})

test('an invalidation from another instance spares what was stored after it', async () => {
  const { cache, advance } = setup()
  const source = cms(['v1', 'v2'])
  await cache.get(call(source.load))
  const said = 1_000_000 - 1
  cache.invalidate(['page:veneers'], said)
  advance(1000)
  expect(await cache.get(call(source.load))).toEqual({ ok: true, value: 'v1', stale: false })
  expect(source.calls()).toBe(1)
})

test('concurrent reads of one key ask the CMS once', async () => {
  const { cache } = setup()
  const source = cms(['v1'])
  await Promise.all([cache.get(call(source.load)), cache.get(call(source.load)), cache.get(call(source.load))])
  expect(source.calls()).toBe(1)
})

test('a miss lives a minute, in its own bounded store, and never becomes a last good copy', async () => {
  const { cache, advance } = setup({ maxMissBytes: 10_000 })
  const isMiss = (value: string | null) => value === null
  for (let index = 0; index < 5000; index += 1) await cache.get(call(async () => null, { key: `page:made-up-${index}`, isMiss }))
  expect(cache.stats().missBytes).toBeLessThanOrEqual(10_000)
  expect(cache.stats().entries).toBe(0)
  const source = cms<string | null>([null, new Error('down')])
  await cache.get(call(source.load, { isMiss }))
  advance(61_000)
  expect(await cache.get(call(source.load, { isMiss }))).toEqual({ ok: false })
})

test('content that exists stays within its byte bound, least recently used out first', async () => {
  const { cache } = setup({ maxBytes: 50_000 })
  const page = 'x'.repeat(1000)
  for (let index = 0; index < 500; index += 1) await cache.get(call(async () => page, { key: `page:${index}` }))
  expect(cache.stats().bytes).toBeLessThanOrEqual(50_000)
})

test('the default log names the call and the class, and leaves out any other error message (issue 27, point 6)', async () => {
  const lines: string[] = []
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)))
  const cache = createContentCache()
  await cache.get(call(async () => Promise.reject(new ContentUnavailableError('GET /wp-json/wp/v2/pages answered 502'))))
  await cache.get(call(async () => Promise.reject(new TypeError('fetch failed: http://cms/wp-json/wp/v2/posts?search=jane')), { key: 'other' }))
  vi.restoreAllMocks()
  expect(lines).toEqual([
    '[content] Veneers page fetch failed: GET /wp-json/wp/v2/pages answered 502 error=ContentUnavailableError',
    '[content] Veneers page fetch failed error=TypeError',
  ])
})
