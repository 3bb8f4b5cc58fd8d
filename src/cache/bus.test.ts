import { redisAvailable, startRedis, type TempRedis } from '../../tests/fakes/redis'
import { connectRedis, type Redis } from '@/lib/redis'
import { createInvalidationBus, TAG_TIMES } from './bus'

/** Two instances' buses on a real redis-server started here: what one invalidates reaches the other. */
const withRedis = redisAvailable() ? describe : describe.skip
if (!redisAvailable()) console.warn('Skipping the invalidation bus tests: /usr/bin/redis-server is not installed')

const until = async (check: () => boolean, ms = 5000) => {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return Date.now() - started
}

test('without Redis the bus is this process: a publish reaches its own listeners at once', async () => {
  const bus = createInvalidationBus()
  const heard: string[][] = []
  bus.listen((tags) => heard.push([...tags]))
  await bus.publish(['page:fees'])
  expect(heard).toEqual([['page:fees']])
})

withRedis('the invalidation bus through Redis', () => {
  let redis: TempRedis
  const connections: Redis[] = []
  const instance = () => {
    const connection = connectRedis(redis.url)
    connections.push(connection)
    return createInvalidationBus(connection)
  }
  beforeAll(async () => void (redis = await startRedis()))
  afterAll(async () => {
    vi.restoreAllMocks()
    for (const connection of connections) await connection.close()
    await redis?.stop()
  })

  test('an invalidation published by one instance reaches another within two seconds', async () => {
    const a = instance()
    const b = instance()
    const heard: Array<{ tags: readonly string[]; at: number }> = []
    b.listen((tags, at) => heard.push({ tags, at }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const before = Date.now()
    await a.publish(['post:new-title', 'posts:blog'])
    const ms = await until(() => heard.some((event) => event.tags.includes('posts:blog')))
    expect(ms).toBeLessThan(2000)
    expect(heard.at(-1)?.at).toBeGreaterThanOrEqual(before)
  })

  test('what was published while an instance was cut off reaches it within two seconds of Redis answering again', { timeout: 20_000 }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const a = instance()
    const b = instance()
    const heard: string[] = []
    b.listen((tags) => heard.push(...tags))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await redis.stop()
    await a.publish(['page:fees'])
    expect(heard).not.toContain('page:fees')
    // Long enough for the clients' reconnect delay to reach its longest.
    await new Promise((resolve) => setTimeout(resolve, 5000))
    await redis.start()
    const ms = await until(() => heard.includes('page:fees'), 10_000)
    expect(ms).toBeLessThan(2000)
  })

  test('what an instance published while Redis was away is said on the channel once it is back, not only recorded', { timeout: 20_000 }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const a = instance()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await redis.stop()
    await a.publish(['page:blog'])
    // A Redis started again counts its commands afresh: once the time is recorded, it has been said too.
    await redis.start()
    const watcher = connectRedis(redis.url)
    connections.push(watcher)
    await expect.poll(() => watcher.run((client) => client.hGet(TAG_TIMES, 'page:blog')).catch(() => null), { message: 'the time is recorded', timeout: 10_000 }).toBeTruthy()
    // Said by the same catch-up that recorded it. Without that, nothing is ever published here.
    await expect.poll(() => watcher.run((client) => client.info('commandstats')), { message: 'a publish on the channel' }).toMatch(/cmdstat_publish:calls=[1-9]/)
  })
})
