import { factsFrom } from './request'

describe('request facts', () => {
  test('the address is the last X-Forwarded-For entry (the one the nearest proxy added)', () => {
    expect(factsFrom(new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).address).toBe('203.0.113.9')
    expect(factsFrom(new Headers()).address).toBe('unknown')
  })

  test('a browser that says the post came from another site is flagged', () => {
    expect(factsFrom(new Headers({ 'sec-fetch-site': 'cross-site' })).crossSite).toBe(true)
    expect(factsFrom(new Headers({ 'sec-fetch-site': 'same-origin' })).crossSite).toBe(false)
  })
})
