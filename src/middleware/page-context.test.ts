import type { Loaded } from '@/content/last-good'
import type { Practice } from '@/practice/model'
import { telHref } from '@/practice/wording'
import { noModelFacts } from '@/site/unavailable'
import { embeddedPractice } from '../../tests/embedded-facts'
import { fakeContext, fakeNext, page, run } from './fake-context.test-support'
import { pageContextStep, type PageContextSources } from './page-context'

const practice = embeddedPractice()
/** A phone configured for the plain 503 (FALLBACK_PHONE): the main clinic's, read from the model. */
const fallbackPhone = practice.group.clinics.find((clinic) => clinic.main)?.phone ?? ''
/** The same model under another name, so a test sees which one a page was built from. */
const named = (name: string): Practice => ({ ...practice, group: { ...practice.group, name } })
/** A model that passes zod but not practiceProblems: the veneers option the sections quote replaced by one with another id (a rename keeps the id: issue 35). */
const renamed: Practice = { ...named('Renamed'), treatments: practice.treatments.map((treatment) => (treatment.slug === 'veneers' ? { ...treatment, options: treatment.options.map((option) => ({ ...option, id: `${option.id}-replaced` })) } : treatment)) }

function sources(answers: (() => Promise<Loaded<Practice>>)[]) {
  const logged: string[] = []
  let reads = 0
  const given: PageContextSources = {
    practice: () => {
      const answer = answers[Math.min(reads, answers.length - 1)]
      reads += 1
      return answer ? answer() : Promise.resolve({ ok: false })
    },
    embedded: async () => named('Embedded'),
    updated: async () => null,
    log: (message) => logged.push(message),
  }
  return { given, logged, reads: () => reads }
}

async function nameOn(step: ReturnType<typeof pageContextStep>, path = '/veneers') {
  const { context } = fakeContext(path, { locals: {} })
  const response = await run(step, context, fakeNext(() => page()))
  expect(response.status).toBe(200)
  return { name: context.locals.page.facts.name, served: context.locals.page.served }
}

test('a model failing practiceProblems is refused with one log line naming the record: the last good one serves, else the embedded one', async () => {
  const first = sources([async () => ({ ok: true, value: renamed, stale: false })])
  expect(await nameOn(pageContextStep(first.given))).toEqual({ name: 'Embedded', served: 'embedded' })
  expect(first.logged).toHaveLength(1)
  expect(first.logged[0]).toMatch(/refused.*"veneers"/)

  const later = sources([async () => ({ ok: true, value: named('Good'), stale: false }), async () => ({ ok: true, value: renamed, stale: false })])
  const step = pageContextStep(later.given)
  expect(await nameOn(step)).toEqual({ name: 'Good', served: 'current' })
  expect(await nameOn(step, '/fees')).toEqual({ name: 'Good', served: 'last good' })
  expect(await nameOn(step, '/')).toEqual({ name: 'Good', served: 'last good' })
  // The same refused model is checked and logged once, not on every request.
  expect(later.logged).toHaveLength(1)
})

test('a port that throws or answers nothing does not take the page down', async () => {
  const throwing = sources([() => Promise.reject(new Error('boom'))])
  expect(await nameOn(pageContextStep(throwing.given))).toEqual({ name: 'Embedded', served: 'embedded' })
  const nothing = sources([async () => ({ ok: false })])
  expect(await nameOn(pageContextStep(nothing.given))).toEqual({ name: 'Embedded', served: 'embedded' })
})

test('the model is read once per request, and not at all for health, the webhook, the practice check, images and media', async () => {
  const counted = sources([async () => ({ ok: true, value: practice, stale: false })])
  const step = pageContextStep(counted.given)
  await nameOn(step)
  expect(counted.reads()).toBe(1)
  for (const path of ['/api/health', '/api/revalidate', '/api/practice/check', '/_image', '/wp-content/uploads/2024/01/a.jpg']) {
    const { context } = fakeContext(path, { locals: {} })
    const response = await run(step, context, fakeNext(() => page()))
    expect(response.status, path).toBe(200)
  }
  expect(counted.reads()).toBe(1)
})

test('WordPress mode (no embedded model): with no good model anywhere the page is the plain 503 with the configured phone, never the embedded model; the last good one serves once there is one', async () => {
  const wordpressMode = (answers: (() => Promise<Loaded<Practice>>)[]): PageContextSources => {
    const { embedded: _embedded, ...rest } = sources(answers).given
    return { ...rest, noModel: () => noModelFacts('https://www.larkspurdental.example', fallbackPhone) }
  }
  const step = pageContextStep(wordpressMode([async () => ({ ok: false }), async () => ({ ok: true, value: named('Good'), stale: false }), async () => ({ ok: true, value: renamed, stale: false })]))
  const { context } = fakeContext('/veneers', { locals: {} })
  const next = fakeNext(() => page())
  const response = await run(step, context, next)
  const html = await response.text()
  expect(response.status).toBe(503)
  expect(next.calls()).toBe(0)
  expect(html).toContain(`href="${telHref(fallbackPhone)}"`)
  expect(html).not.toContain(practice.group.name)
  expect(await nameOn(step)).toEqual({ name: 'Good', served: 'current' })
  expect(await nameOn(step)).toEqual({ name: 'Good', served: 'last good' })
})
