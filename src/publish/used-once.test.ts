import { connectRedis, type Redis } from '@/lib/redis'
import { redisAvailable, startRedis, type TempRedis } from '../../tests/fakes/redis'
import { createUsedOnce } from './used-once'

/** Issue 27, point 9: a webhook delivery or a preview link is accepted once until it expires. */
describe('used once, in memory', () => {
  let time = 1_800_000_000_000
  const now = () => time
  const seconds = () => time / 1000

  test('an id is first once, until its expiry; then it could not pass its own check anyway', async () => {
    const used = createUsedOnce({ prefix: 't:', now })
    expect(await used.first('a', seconds() + 300)).toBe(true)
    expect(await used.first('a', seconds() + 300)).toBe(false)
    expect(await used.first('b', seconds() + 300)).toBe(true)
    time += 299_000
    expect(await used.first('a', seconds() + 1)).toBe(false)
    time += 2000
    // Forgotten after its expiry: by then its signature check refuses it on its own.
    expect(await used.first('a', seconds() + 300)).toBe(true)
  })

  test('something already expired is never first', async () => {
    expect(await createUsedOnce({ prefix: 't:', now }).first('old', seconds() - 1)).toBe(false)
  })

  test('bounded: past its size the least recently noted ids go first', async () => {
    const used = createUsedOnce({ prefix: 't:', now, maxEntries: 3 })
    for (const id of ['1', '2', '3', '4']) expect(await used.first(id, seconds() + 60)).toBe(true)
    expect(await used.first('4', seconds() + 60)).toBe(false)
    expect(await used.first('1', seconds() + 60)).toBe(true)
  })
})

const withRedis = redisAvailable() ? describe : describe.skip
withRedis('used once, shared through Redis', () => {
  let server: TempRedis
  const connections: Redis[] = []
  const connect = () => {
    const redis = connectRedis(server.url)
    connections.push(redis)
    return redis
  }
  beforeAll(async () => void (server = await startRedis()))
  afterAll(async () => {
    for (const redis of connections) await redis.close()
    await server?.stop()
  })

  test('an id used on one instance is refused on another, and Redis forgets it at its expiry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const a = createUsedOnce({ prefix: 'larkspur:test:', redis: connect() })
    const b = createUsedOnce({ prefix: 'larkspur:test:', redis: connect() })
    const expires = Math.floor(Date.now() / 1000) + 120
    expect(await a.first('delivery-1', expires)).toBe(true)
    expect(await b.first('delivery-1', expires)).toBe(false)
    expect(await a.first('delivery-1', expires)).toBe(false)
    const ttl = await connect().run((client) => client.ttl('larkspur:test:delivery-1'))
    expect(ttl).toBeGreaterThan(100)
    expect(ttl).toBeLessThanOrEqual(121)
  })

  test('with Redis away, each instance still refuses what it has seen itself', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const redis = connect()
    const used = createUsedOnce({ prefix: 'larkspur:test:', redis })
    const expires = Math.floor(Date.now() / 1000) + 120
    await server.stop()
    try {
      expect(await used.first('delivery-2', expires)).toBe(true)
      expect(await used.first('delivery-2', expires)).toBe(false)
    } finally {
      await server.start()
    }
  })
})
