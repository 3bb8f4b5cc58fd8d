import { createClient } from 'redis'
import { redisAvailable, startRedis, type TempRedis } from '../../tests/fakes/redis'
import { createRateLimiter } from './rate-limit'
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

  test('the site-wide cap counts every instance', async () => {
    const a = createRedisRateLimiter(await connect(), createRateLimiter(), 5, 4, 60_000)
    const b = createRedisRateLimiter(await connect(), createRateLimiter(), 5, 4, 60_000)
    await redis.stop()
    await redis.start()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const results = [await a.take('198.51.100.1'), await b.take('198.51.100.2'), await a.take('198.51.100.3'), await b.take('198.51.100.4'), await a.take('198.51.100.5')]
    expect(results).toEqual([true, true, true, true, false])
  })

  test('Redis down: the instance counts for itself, with a warning, and never fails the form', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const local = createRateLimiter(2, 60)
    const limiter = createRedisRateLimiter(await connect(), local)
    await redis.stop()
    expect([await limiter.take('192.0.2.1'), await limiter.take('192.0.2.1'), await limiter.take('192.0.2.1')]).toEqual([true, true, false])
    expect([...warn.mock.calls, ...error.mock.calls].flat().join('\n')).toMatch(/shared rate limit unavailable/)
    await redis.start()
  })
})
