import { INLINE_ISLAND_RUNTIME } from '@/server/island-runtime'
import { fakeContext, fakeNext, page, run } from './fake-context.test-support'
import { islandRuntimeOut } from './island-runtime'

const withRuntime = `<main>${INLINE_ISLAND_RUNTIME.join('')}<astro-island></astro-island></main>`

test('in the build a page leaves out the inline island runtime the frame’s script carries', async () => {
  const response = await run(islandRuntimeOut(true), fakeContext('/veneers').context, fakeNext(() => page(withRuntime)))
  expect(await response.text()).toBe('<main><astro-island></astro-island></main>')
})

test('under astro dev the page is left as it is', async () => {
  const response = await run(islandRuntimeOut(false), fakeContext('/veneers').context, fakeNext(() => page(withRuntime)))
  expect(await response.text()).toBe(withRuntime)
})
