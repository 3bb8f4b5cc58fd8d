import { createPageGateStore } from '@/cache/page-gate-store'
import { pageFindings } from '@/practice/rules'
import { embeddedFacts } from '../../tests/embedded-facts'
import { fakeContext, page } from './fake-context.test-support'
import { createPageGate } from './page-gate'

/**
 * The gate through the registry of rules (src/practice/rules/index.ts `pageRules`): a page that
 * makes a credit claim with no representative example breaks `credit-example` whatever else the
 * rules hold, so unwiring that rule or the gate fails here.
 */
const claim = 'Invisalign from £99 a month at 0% APR'
const html = (body: string) => `<!doctype html><html lang="en-GB"><head><title>Veneers</title></head><body><main><h1>Veneers</h1><p>${body}</p></main></body></html>`
const good = html('Thin porcelain shells, made for each tooth.')
const bad = html(claim)
const phone = embeddedFacts().phone.display

const team = [{ slug: 'amara-okafor', name: 'Dr Amara Okafor', role: 'Dentist' }]

function gate() {
  let checks = 0
  const store = createPageGateStore()
  const counted: typeof pageFindings = (rendered, practice, context) => {
    checks += 1
    return pageFindings(rendered, practice, context)
  }
  return { gate: createPageGate(store, counted, async () => team), store, checks: () => checks }
}

const errors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined)

afterEach(() => vi.restoreAllMocks())

test('the fixtures: the good page breaks no rule, the bad one breaks credit-example', () => {
  const { practice } = fakeContext('/veneers').context.locals.page
  expect(pageFindings({ path: '/veneers', html: good }, practice)).toEqual([])
  expect(pageFindings({ path: '/veneers', html: bad }, practice).map((finding) => finding.rule)).toContain('credit-example')
})

test('a page that breaks a rule is not served in its new form: the route’s last good render is; health names route and rule; the log says it once', async () => {
  const log = errors()
  const { gate: subject, store } = gate()
  const first = await subject.check(fakeContext('/veneers').context, page(good))
  expect(first.outcome).toBe('passed')
  expect(await first.response.text()).toBe(good)
  for (let visit = 0; visit < 3; visit += 1) {
    const refused = await subject.check(fakeContext('/veneers').context, page(bad))
    expect(refused.outcome).toBe('last good')
    expect(refused.response.status).toBe(200)
    expect(await refused.response.text()).toBe(good)
  }
  expect(store.refusals()).toEqual([{ route: '/veneers', rule: 'credit-example', since: expect.any(String) }])
  expect(log.mock.calls.filter(([line]) => String(line).includes('/veneers'))).toHaveLength(1)
  // Corrected: the refusal ends.
  expect((await subject.check(fakeContext('/veneers').context, page(good))).outcome).toBe('passed')
  expect(store.refusals()).toEqual([])
})

test('a HEAD is answered as its GET would be: the last good render, not the error page', async () => {
  errors()
  const { gate: subject } = gate()
  await subject.check(fakeContext('/veneers').context, page(good))
  expect((await subject.check(fakeContext('/veneers', { method: 'HEAD' }).context, page(bad))).outcome).toBe('last good')
})

test('a route never served that breaks a rule is the 404 page', async () => {
  errors()
  const { gate: subject } = gate()
  const { context, rewrites } = fakeContext('/a-new-page')
  const refused = await subject.check(context, page(bad))
  expect(refused.outcome).toBe('not found')
  expect(rewrites).toEqual(['/404'])
  expect(refused.response.status).toBe(404)
})

test('a render identical to one already checked is not checked again', async () => {
  const { gate: subject, checks } = gate()
  // The model cache hands out the same model object until it loads anew: the check is remembered against it.
  const { page: read } = fakeContext('/veneers').context.locals
  for (let visit = 0; visit < 3; visit += 1) await subject.check(fakeContext('/veneers', { locals: { page: read } }).context, page(good))
  expect(checks()).toBe(1)
  await subject.check(fakeContext('/veneers').context, page(good))
  expect(checks()).toBe(2)
})

test('the rules read the team (the specialist rule); a page is checked again when the team is read anew', async () => {
  let current = team
  const store = createPageGateStore()
  const contexts: unknown[] = []
  const subject = createPageGate(store, (rendered, practice, context) => (contexts.push(context), pageFindings(rendered, practice, context)), async () => current)
  const { page: read } = fakeContext('/veneers').context.locals
  await subject.check(fakeContext('/veneers', { locals: { page: read } }).context, page(good))
  await subject.check(fakeContext('/veneers', { locals: { page: read } }).context, page(good))
  current = [...team]
  await subject.check(fakeContext('/veneers', { locals: { page: read } }).context, page(good))
  expect(contexts).toEqual([{ team }, { team }])
})

test('a per-visitor page echoing a forbidden phrase the visitor typed is served as rendered', async () => {
  const { gate: subject, store } = gate()
  const echoed = html(`Results for “${claim.replace('&', '&amp;')}”: none. <a href="/search?search=${encodeURIComponent(claim)}&page=2">next</a>`)
  const { context } = fakeContext(`/search?search=${encodeURIComponent(claim)}`)
  const served = await subject.check(context, page(echoed))
  expect(served.outcome).toBe('passed')
  expect(await served.response.text()).toBe(echoed)
  expect(store.refusals()).toEqual([])
})

test('a form’s answer echoing what the visitor typed is served as rendered', async () => {
  const { gate: subject } = gate()
  const typed = 'I saw 0% APR finance advertised'
  const { context } = fakeContext('/contact-us?answer=AAAAAAAAAAAAAAAAAAAAAA', { locals: { formAnswer: { form: 'enquiry', data: { ok: false, values: { message: typed } } as never } } })
  const served = await subject.check(context, page(html(`Thank you. You wrote: ${typed}`)))
  expect(served.outcome).toBe('passed')
})

test('a per-visitor page whose own text breaks a rule is the plain error page with the phone, quoting nothing the visitor typed', async () => {
  const log = errors()
  const { gate: subject, store } = gate()
  const typed = 'my private words'
  const { context } = fakeContext(`/search?search=${encodeURIComponent(typed)}`)
  const refused = await subject.check(context, page(html(`Results for “${typed}”: ${claim}`)))
  expect(refused.outcome).toBe('error page')
  expect(refused.response.status).toBe(500)
  expect(refused.response.headers.get('cache-control')).toBe('no-store')
  const body = await refused.response.text()
  expect(body).toContain(phone)
  expect(body).not.toContain(typed)
  expect(store.refusals()).toEqual([{ route: '/search', rule: 'credit-example', since: expect.any(String) }])
  const said = [JSON.stringify(store.refusals()), ...log.mock.calls.flat().map(String)].join('\n')
  expect(said).toContain('credit-example')
  expect(said).not.toContain(typed)
  expect(said).not.toContain('my%20private')
})

test('only a 200 HTML page with a page context is checked: 404s, JSON and model-free routes pass through', async () => {
  const { gate: subject, checks } = gate()
  expect((await subject.check(fakeContext('/nope').context, page(bad, { status: 404 }))).outcome).toBe('not checked')
  expect((await subject.check(fakeContext('/sitemap.xml').context, new Response(claim, { headers: { 'content-type': 'application/xml' } }))).outcome).toBe('not checked')
  expect((await subject.check(fakeContext('/api/health', { locals: { page: undefined } }).context, page(bad))).outcome).toBe('not checked')
  expect(checks()).toBe(0)
})

test('a rule that throws refuses the page (the last good render serves), it does not let it through unchecked', async () => {
  errors()
  const store = createPageGateStore()
  let throws = false
  const subject = createPageGate(
    store,
    (rendered, practice) => {
      if (throws) throw new TypeError('a rule failed')
      return pageFindings(rendered, practice)
    },
    async () => undefined,
  )
  await subject.check(fakeContext('/veneers').context, page(good))
  throws = true
  const refused = await subject.check(fakeContext('/veneers').context, page(html('new words')))
  expect(refused.outcome).toBe('last good')
  expect(await refused.response.text()).toBe(good)
  expect(store.refusals().map((refusal) => refusal.rule)).toEqual(['page-rules-failed'])
})
