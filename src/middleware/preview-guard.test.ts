import { fakeContext, fakeNext, page, run } from './fake-context.test-support'
import { previewGuard } from './preview-guard'

vi.mock('@/env', () => ({ env: { CMS_WEBHOOK_SECRET: undefined } }))

test('a preview address without a session for that item is the 404 page, and never cached', async () => {
  const { context, rewrites, cacheSets } = fakeContext('/preview/post/42')
  const next = fakeNext(() => page('draft'))
  const response = await run(previewGuard, context, next)
  expect(response.status).toBe(404)
  expect(next.calls()).toBe(0)
  expect(rewrites).toEqual(['/404'])
  expect(cacheSets).toEqual([false])
})

test('every other address passes', async () => {
  const { context, rewrites } = fakeContext('/previewing-teeth')
  const next = fakeNext(() => page('ok'))
  expect((await run(previewGuard, context, next)).status).toBe(200)
  expect(rewrites).toEqual([])
})
