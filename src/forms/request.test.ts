import { PEER_HEADER } from './peer-address'
import { factsFrom } from './request'
import { createRateLimiter } from '@/lib/rate-limit'

describe('request facts', () => {
  test('behind no proxy the address is the TCP peer, whatever X-Forwarded-For a visitor writes', () => {
    const forged = new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9', [PEER_HEADER]: '192.0.2.50' })
    expect(factsFrom(forged, 0).address).toBe('192.0.2.50')
  })

  test('behind one proxy it is the entry that proxy appended; entries further left are ignored', () => {
    const headers = new Headers({ 'x-forwarded-for': '10.9.9.9, 198.51.100.1, 203.0.113.9', [PEER_HEADER]: '127.0.0.1' })
    expect(factsFrom(headers, 1).address).toBe('203.0.113.9')
    expect(factsFrom(headers, 2).address).toBe('198.51.100.1')
    // More hops configured than entries: the leftmost is the best anyone can say.
    expect(factsFrom(new Headers({ 'x-forwarded-for': '203.0.113.9', [PEER_HEADER]: '127.0.0.1' }), 5).address).toBe('203.0.113.9')
  })

  test('without a stamped peer the last X-Forwarded-For entry stands in for it', () => {
    expect(factsFrom(new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).address).toBe('203.0.113.9')
    expect(factsFrom(new Headers()).address).toBe('unknown')
  })

  test('a browser that says the post came from another site is flagged', () => {
    expect(factsFrom(new Headers({ 'sec-fetch-site': 'cross-site' })).crossSite).toBe(true)
    expect(factsFrom(new Headers({ 'sec-fetch-site': 'same-origin' })).crossSite).toBe(false)
  })

  test('one abuser forging X-Forwarded-For from one machine is one visitor', () => {
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
})
