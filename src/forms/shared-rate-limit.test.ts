import { RateLimiterMemory } from 'rate-limiter-flexible'
import { createClient } from 'redis'
import { redisAvailable, startRedis, type TempRedis } from '../../tests/fakes/redis'
import { createRateLimiter } from '@/lib/rate-limit'
import { createRedisRateLimiter } from './shared-rate-limit'

/** The forms' limit shared by two instances through a real redis-server, and what happens without it. */
const withRedis = redisAvailable() ? describe : describe.skip
if (!redisAvailable()) console.warn('Skipping the shared rate limit tests: /usr/bin/redis-server is not installed')

withRedis('the rate limit shared through Redis', () => {
  let redis: TempRedis
  const clients: Array<ReturnType<typeof createClient>> = []
  const connect = async () => {
    const client = createClient({ url: redis.url, disableOfflineQueue: true })
    client.on('error', () => undefined)
    await client.connect()
    clients.push(client)
    return () => (client.isReady ? client : null)
  }
  beforeAll(async () => void (redis = await startRedis()))
  afterAll(async () => {
    for (const client of clients) client.destroy()
    await redis?.stop()
  })
  afterEach(() => vi.restoreAllMocks())

  test('five attempts a minute per address across two instances; others are unaffected', async () => {
    const a = createRedisRateLimiter(await connect())
    const b = createRedisRateLimiter(await connect())
    const results = []
    for (let index = 0; index < 6; index += 1) results.push(await (index % 2 ? a : b).take('203.0.113.9'))
    expect(results).toEqual([true, true, true, true, true, false])
    expect(await a.take('203.0.113.10')).toBe(true)
  })

  test('an IPv6 /64 is one visitor across instances, and every key expires with its window', async () => {
    const a = createRedisRateLimiter(await connect())
    const b = createRedisRateLimiter(await connect())
    const results = []
    for (let index = 0; index < 6; index += 1) results.push(await (index % 2 ? a : b).take(`2001:db8:5:6::${index + 1}`))
    expect(results).toEqual([true, true, true, true, true, false])
    expect(await a.take('2001:db8:5:7::1')).toBe(true)
    const inspect = (await connect())()
    const keys = (await inspect?.keys('larkspur:ratelimit:visitor:2001:*')) ?? []
    expect(keys.sort()).toEqual(['larkspur:ratelimit:visitor:2001:db8:5:6::/64', 'larkspur:ratelimit:visitor:2001:db8:5:7::/64'])
    for (const key of keys) expect(await inspect?.pTTL(key)).toBeGreaterThan(0)
  })

  test('Redis down from the start: the insurance limiter counts for this instance, with a warning, and never fails the form', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const local = createRateLimiter(2)
    const limiter = createRedisRateLimiter(await connect(), local)
    await redis.stop()
    try {
      expect([await limiter.take('192.0.2.1'), await limiter.take('192.0.2.1'), await limiter.take('192.0.2.1')]).toEqual([true, true, false])
      expect([...warn.mock.calls, ...error.mock.calls].flat().join('\n')).toMatch(/shared rate limit unavailable/)
    } finally {
      await redis.start()
    }
  })

  test('Redis stopped while in use: RateLimiterRedis hands over to its insurance (a RateLimiterMemory), and takes back when Redis returns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const getter = await connect()
    const local = createRateLimiter(3)
    const limiter = createRedisRateLimiter(getter, local)
    const otherGetter = await connect()
    const other = createRedisRateLimiter(otherGetter)
    // Two attempts counted in Redis: another instance sees them.
    expect([await limiter.take('192.0.2.7'), await limiter.take('192.0.2.7')]).toEqual([true, true])
    expect(await (await connect())()?.get('larkspur:ratelimit:visitor:192.0.2.7')).toBe('2')
    expect(local.memory).toBeInstanceOf(RateLimiterMemory)
    expect(await local.memory?.get('192.0.2.7')).toBeNull()

    await redis.stop()
    try {
      await vi.waitFor(() => expect(getter()).toBeNull())
      // The insurance counts on its own, from nothing, at its own allowance of 3.
      const during = [await limiter.take('192.0.2.7'), await limiter.take('192.0.2.7'), await limiter.take('192.0.2.7'), await limiter.take('192.0.2.7')]
      expect(during).toEqual([true, true, true, false])
      expect((await local.memory?.get('192.0.2.7'))?.consumedPoints).toBe(4)
      expect(warn.mock.calls.flat().join('\n')).toMatch(/shared rate limit unavailable/)
    } finally {
      await redis.start()
    }
    // Each connection finds Redis again in its own time.
    await vi.waitFor(() => expect([getter(), otherGetter()]).not.toContain(null), { timeout: 5000 })
    // Back on Redis, which forgot everything when it stopped (no persistence): shared again.
    expect(await limiter.take('192.0.2.7')).toBe(true)
    expect(await other.take('192.0.2.7')).toBe(true)
    expect(await (await connect())()?.get('larkspur:ratelimit:visitor:192.0.2.7')).toBe('2')
  })
})
