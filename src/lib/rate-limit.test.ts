import { createRateLimiter, visitorKey } from './rate-limit'

describe('rate limit', () => {
  test('the 6th submission from one address within a minute is refused; a minute later it is allowed', () => {
    const limiter = createRateLimiter()
    const start = 1_000_000
    for (let index = 0; index < 5; index += 1) expect(limiter.take('203.0.113.7', start + index * 1000)).toBe(true)
    expect(limiter.take('203.0.113.7', start + 6000)).toBe(false)
    expect(limiter.take('203.0.113.8', start + 6000)).toBe(true)
    expect(limiter.take('203.0.113.7', start + 60_001)).toBe(true)
  })

  test('an IPv6 visitor is their /64: a server cannot pose as many visitors by changing the low bits', () => {
    const limiter = createRateLimiter()
    for (let index = 0; index < 5; index += 1) expect(limiter.take(`2001:db8:aa:1::${index + 1}`, 0)).toBe(true)
    expect(limiter.take('2001:db8:aa:1:ffff:ffff:ffff:ffff', 1)).toBe(false)
    expect(limiter.take('2001:db8:aa:2::1', 1)).toBe(true)
  })

  test('an IPv4 address written IPv4-mapped is the same visitor', () => {
    expect(visitorKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(visitorKey('2001:0DB8:0000:0001:0000:0000:0000:0009')).toBe('2001:db8:0:1::/64')
    expect(visitorKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64')
    expect(visitorKey('unknown')).toBe('unknown')
  })

  test('no site-wide cap: twelve flooding visitors leave a thirteenth its five attempts, and refusals are not counted', () => {
    const limiter = createRateLimiter()
    for (let round = 0; round < 20; round += 1) for (let sender = 2; sender <= 13; sender += 1) limiter.take(`127.0.0.${sender}`, round * 1000)
    for (let index = 0; index < 5; index += 1) expect(limiter.take('127.0.0.20', 20_000 + index)).toBe(true)
    expect(limiter.take('127.0.0.20', 20_010)).toBe(false)
    expect(limiter.take('127.0.0.2', 60_000)).toBe(true)
  })
})
