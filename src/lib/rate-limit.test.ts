import { RateLimiterMemory } from 'rate-limiter-flexible'
import { createRateLimiter, visitorKey } from './rate-limit'

/** Issue 27, point 10: the limits of issue 23 on rate-limiter-flexible, in one process. The clock is vitest's. */
describe('rate limit', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => vi.useRealTimers())

  test('is the library’s memory limiter, not a hand-written one', () => {
    expect(createRateLimiter().memory).toBeInstanceOf(RateLimiterMemory)
  })

  test('the 6th submission from one address within a minute is refused; a minute after the first it is allowed', async () => {
    const limiter = createRateLimiter()
    for (let index = 0; index < 5; index += 1) {
      expect(await limiter.take('203.0.113.7')).toBe(true)
      vi.advanceTimersByTime(1000)
    }
    expect(await limiter.take('203.0.113.7')).toBe(false)
    expect(await limiter.take('203.0.113.8')).toBe(true)
    vi.advanceTimersByTime(55_001)
    expect(await limiter.take('203.0.113.7')).toBe(true)
  })

  test('an IPv6 visitor is their /64: a server cannot pose as many visitors by changing the low bits', async () => {
    const limiter = createRateLimiter()
    for (let index = 0; index < 5; index += 1) expect(await limiter.take(`2001:db8:aa:1::${index + 1}`)).toBe(true)
    expect(await limiter.take('2001:db8:aa:1:ffff:ffff:ffff:ffff')).toBe(false)
    expect(await limiter.take('2001:db8:aa:2::1')).toBe(true)
    expect(await limiter.take('::ffff:203.0.113.9')).toBe(true)
  })

  test('an IPv4 address written IPv4-mapped is the same visitor', async () => {
    expect(visitorKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(visitorKey('2001:0DB8:0000:0001:0000:0000:0000:0009')).toBe('2001:db8:0:1::/64')
    expect(visitorKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64')
    expect(visitorKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(visitorKey('unknown')).toBe('unknown')
    const limiter = createRateLimiter(1)
    expect(await limiter.take('203.0.113.7')).toBe(true)
    expect(await limiter.take('::ffff:203.0.113.7')).toBe(false)
  })

  test('no site-wide cap: twelve flooding visitors leave a thirteenth its five attempts', async () => {
    const limiter = createRateLimiter()
    for (let round = 0; round < 20; round += 1) {
      for (let sender = 2; sender <= 13; sender += 1) await limiter.take(`127.0.0.${sender}`)
      vi.advanceTimersByTime(1000)
    }
    for (let index = 0; index < 5; index += 1) expect(await limiter.take('127.0.0.20')).toBe(true)
    expect(await limiter.take('127.0.0.20')).toBe(false)
    // The flooders' windows end a minute after their first attempt, refusals or not.
    vi.advanceTimersByTime(40_000)
    expect(await limiter.take('127.0.0.2')).toBe(true)
  })

  test('other limits: 20 searches or 60 webhooks a minute', async () => {
    const searches = createRateLimiter(20)
    const results = []
    for (let index = 0; index < 21; index += 1) results.push(await searches.take('198.51.100.1'))
    expect(results.filter(Boolean)).toHaveLength(20)
    expect(results.at(-1)).toBe(false)
    const webhooks = createRateLimiter(60)
    for (let index = 0; index < 60; index += 1) await webhooks.take('198.51.100.1')
    expect(await webhooks.take('198.51.100.1')).toBe(false)
  })

  test('a limit with no finite window or allowance refuses nothing (the fuzz test’s)', async () => {
    const limiter = createRateLimiter(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY)
    for (let index = 0; index < 50; index += 1) expect(await limiter.take('192.0.2.1')).toBe(true)
  })
})
