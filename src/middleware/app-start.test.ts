import { appStart } from './app-start'
import { fakeContext, fakeNext, page, run } from './fake-context.test-support'

const relay = vi.hoisted(() => ({ starts: 0 }))
vi.mock('@/forms/relay-runner', () => ({ startRelay: () => (relay.starts += 1) }))
vi.mock('@/cache/route-provider', () => ({ freshPages: () => undefined }))

test('each request makes sure the relay runs and offers the server entry the route cache’s reader', async () => {
  const { context, offered } = fakeContext('/veneers')
  const next = fakeNext(() => page())
  const response = await run(appStart, context, next)
  expect(response.status).toBe(200)
  expect(next.calls()).toBe(1)
  expect(relay.starts).toBe(1)
  expect(offered).toHaveLength(1)
  expect(typeof offered[0]).toBe('function')
})
