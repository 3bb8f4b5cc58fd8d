import type { SiteFacts } from '@/practice/site-facts'
import { embeddedFacts } from '../../tests/embedded-facts'
import { fakeContext, fakeNext, page, run } from './fake-context'
import { siteFactsStep } from './site-facts'

/** The content port's answer, with the main clinic named otherwise, so the test sees it is this one that lands in locals. */
const read = vi.hoisted(() => ({ calls: 0, facts: undefined as SiteFacts | undefined }))
vi.mock('@/content/site-facts', () => ({
  loadSiteFacts: async () => {
    read.calls += 1
    return read.facts
  },
}))

test("each request reads the practice's facts once, before the page, and tells the server entry the latest", async () => {
  const facts = embeddedFacts()
  read.facts = { ...facts, name: `${facts.name} (from the port)` }
  const noted: SiteFacts[] = []
  const { context } = fakeContext('/veneers', { locals: { noteSiteFacts: (latest) => noted.push(latest) } })
  let seen: SiteFacts | undefined
  const next = fakeNext(() => {
    seen = context.locals.facts
    return page()
  })
  const response = await run(siteFactsStep, context, next)
  expect(response.status).toBe(200)
  expect(next.calls()).toBe(1)
  expect(read.calls).toBe(1)
  expect(seen).toBe(read.facts)
  expect(noted).toEqual([read.facts])
})

test('without a server entry to tell (the dev server, astro preview), the page still gets its facts', async () => {
  read.facts = embeddedFacts()
  const { context } = fakeContext('/')
  await run(siteFactsStep, context, fakeNext(() => page()))
  expect(context.locals.facts).toBe(read.facts)
})
