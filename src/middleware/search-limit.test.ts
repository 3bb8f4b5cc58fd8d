import { fakeContext, fakeNext, page, run } from './fake-context.test-support'
import { searchLimit } from './search-limit'

/** A limiter allowing `allowed` takes per key, asynchronous as a shared one is. */
function limiter(allowed: number) {
  const taken = new Map<string, number>()
  return {
    keys: taken,
    take: async (key: string) => {
      const count = (taken.get(key) ?? 0) + 1
      taken.set(key, count)
      return count <= allowed
    },
  }
}

test('searches past the limit get the plain 429 page before any work; the key is the address the server entry found', async () => {
  const counted = limiter(2)
  const step = searchLimit(counted)
  const statuses: number[] = []
  for (let index = 0; index < 3; index += 1) {
    const { context } = fakeContext(`/search?search=implant+${index}`, { locals: { clientAddress: '198.51.100.4' } })
    const next = fakeNext(() => page())
    const response = await run(step, context, next)
    statuses.push(response.status)
    if (response.status === 429) {
      expect(next.calls()).toBe(0)
      expect(response.headers.get('retry-after')).toBe('60')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  }
  expect(statuses).toEqual([200, 200, 429])
  expect([...counted.keys.keys()]).toEqual(['198.51.100.4'])
})

test('the search page without words, and every other page, is not counted', async () => {
  const counted = limiter(0)
  const step = searchLimit(counted)
  for (const path of ['/search', '/search?search=%20', '/veneers?search=x']) {
    const { context } = fakeContext(path)
    expect((await run(step, context, fakeNext(() => page()))).status).toBe(200)
  }
  expect(counted.keys.size).toBe(0)
})
