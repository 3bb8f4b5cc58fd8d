import { PEER_HEADER } from './peer-address'
import { createRateLimiter } from './rate-limit'
import { factsFrom } from './request'

describe('rate limit', () => {
  test('the 6th submission from one address within a minute is refused; a minute later it is allowed', () => {
    const limiter = createRateLimiter()
    const start = 1_000_000
    for (let index = 0; index < 5; index += 1) expect(limiter.take('203.0.113.7', start + index * 1000)).toBe(true)
    expect(limiter.take('203.0.113.7', start + 6000)).toBe(false)
    expect(limiter.take('203.0.113.8', start + 6000)).toBe(true)
    expect(limiter.take('203.0.113.7', start + 60_001)).toBe(true)
  })

  test('one abuser forging X-Forwarded-For from one machine cannot use up the site-wide cap', () => {
    const limiter = createRateLimiter()
    let accepted = 0
    for (let index = 0; index < 500; index += 1) {
      const forged = new Headers({ 'x-forwarded-for': `198.51.${index % 250}.${index % 7}`, [PEER_HEADER]: '203.0.113.66' })
      if (limiter.take(factsFrom(forged, 0).address, index)) accepted += 1
    }
    expect(accepted).toBe(5)
    const patient = new Headers({ [PEER_HEADER]: '192.0.2.10' })
    expect(limiter.take(factsFrom(patient, 0).address, 600)).toBe(true)
  })

  test('refusals are not counted, and a site-wide cap holds however many addresses are claimed', () => {
    const limiter = createRateLimiter(5, 10)
    for (let index = 0; index < 10; index += 1) expect(limiter.take(`198.51.100.${index}`, 0)).toBe(true)
    expect(limiter.take('198.51.100.200', 1)).toBe(false)
    expect(limiter.take('198.51.100.200', 60_000)).toBe(true)
  })
})
