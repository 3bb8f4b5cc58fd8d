import { expect, test } from './fixtures'
import { applicationPassword } from './wp-admin'
import { clinicPaths } from './clinic-paths'
import { embeddedPractice } from '../embedded-facts'
import { whileCheckUnreachable } from '../publish/check-unreachable'
import { visit, within } from '../publish/site'
import { formatPounds } from '../../src/finance'
import { quotedOptions } from '../../src/practice/quoted-prices'
import { routes } from '../../src/site/routes'
import { harnessUsers } from '../../scripts/wordpress/users'

// Issue 36, "the site checks every save before it is kept", against the production build on a real
// WordPress with our practice and publish plugins (tests/e2e-wordpress/run.ts sets these), through
// REST as the practice manager (the seeded user of scripts/wordpress/users.ts): a save the website could not show (a second main clinic) is refused
// with a 4xx naming `main` and nothing changes on the site; a quoted option renamed under its id is
// kept and its quote follows it; and while the website cannot answer, a save goes through.
const env = { base: process.env.E2E_WP_URL, port: process.env.E2E_WP_PORT, user: process.env.E2E_WP_USER, password: process.env.E2E_WP_PASSWORD }
test.skip(process.env.E2E_CMS !== 'wordpress' || !env.base || !env.port || !env.user || !env.password, 'needs the site on WordPress with the practice and publish plugins')
test.describe.configure({ mode: 'serial' })

const WITHIN = 10_000
const PAGES = [...routes.filter((route) => route.kind === 'content' || route.kind === 'home').map((route) => `/${route.path}`), ...clinicPaths]
/** The practice manager's Application Password, made when the first request needs it (never in the embedded run, which skips). */
const authorization = () => {
  const manager = applicationPassword(harnessUsers.practiceManager, env.port ?? '')
  return `Basic ${Buffer.from(`${manager.user}:${manager.password}`).toString('base64')}`
}
const [SLUG, OPTION_ID] = quotedOptions.veneersPerTooth

type Option = { id: string; name: string; from: number }
type Problem = { field: string; message: string; introduced: boolean }
type Answer = { reachable: boolean; problems: Problem[] }
type Health = { practice: { served: string; problem?: string } }

/** A REST call as the block editor makes it: the status and the JSON body, whatever the status. */
async function rest<T>(method: string, route: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(route, env.base), { method, headers: { authorization: authorization(), 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as T }
}

async function record<T>(type: 'clinics' | 'treatments', slug: string): Promise<{ id: number; meta: T }> {
  const { body } = await rest<Array<{ id: number; meta: T }>>('GET', `wp/v2/${type}?slug=${slug}&context=edit`)
  if (!body[0]) throw new Error(`no ${type} ${slug}`)
  return body[0]
}

/** A clinic other than the main one: the one a slip would make a second main clinic. */
const otherClinic = () => embeddedPractice().group.clinics.find((clinic) => !clinic.main)?.slug ?? ''

/** Until the site serves the current model again (a test that let a refused model through puts it back). */
async function servedCurrent(): Promise<void> {
  await within(WITHIN, '/api/health', (page) => page.status === 200 && (JSON.parse(page.text) as Health).practice.served === 'current')
}

test('a second main clinic is refused with a 4xx naming main, and every page still answers 200', async () => {
  const clinic = await record<{ main: boolean }>('clinics', otherClinic())
  const check = await rest<Answer>('POST', 'larkspur/v1/check', { postType: 'larkspur_clinic', id: clinic.id, record: { meta: { main: true } } })
  expect(check.body.reachable).toBe(true)
  expect(check.body.problems).toContainEqual(expect.objectContaining({ field: 'main', introduced: true }))
  const saved = await rest<{ code: string; message: string; data: { problems: Problem[] } }>('POST', `wp/v2/clinics/${clinic.id}`, { meta: { main: true } })
  expect(saved.status).toBeGreaterThanOrEqual(400)
  expect(saved.status).toBeLessThan(500)
  expect(saved.body.code).toBe('larkspur_practice_refused')
  expect(saved.body.message).toContain('main: ')
  expect((await record<{ main: boolean }>('clinics', otherClinic())).meta.main).toBe(false)
  for (const page of PAGES) expect((await visit(page)).status, page).toBe(200)
  await servedCurrent()
})

test("a quoted option renamed under its id is saved, and the homepage's from price follows it within 10 seconds", async () => {
  const treatment = await record<{ options: Option[] }>('treatments', SLUG)
  const option = treatment.meta.options.find((candidate) => candidate.id === OPTION_ID)
  if (!option) throw new Error(`${SLUG} has no option ${OPTION_ID}`)
  const before = (await visit('/')).text
  let price = option.from + 1 + (Date.now() % 89)
  while (before.includes(formatPounds(price))) price += 1
  const options = treatment.meta.options.map((candidate) => (candidate.id === OPTION_ID ? { ...candidate, name: `${candidate.name} (renamed)`, from: price } : candidate))
  try {
    const check = await rest<Answer>('POST', 'larkspur/v1/check', { postType: 'larkspur_treatment', id: treatment.id, record: { meta: { options } } })
    expect(check.body).toMatchObject({ reachable: true })
    expect(check.body.problems.filter((problem) => problem.introduced)).toEqual([])
    expect((await rest('POST', `wp/v2/treatments/${treatment.id}`, { meta: { options } })).status).toBe(200)
    await within(WITHIN, '/', (page) => page.status === 200 && page.text.includes(formatPounds(price)))
    await within(WITHIN, '/fees', (page) => page.status === 200 && page.text.includes(`${option.name} (renamed)`))
  } finally {
    await rest('POST', `wp/v2/treatments/${treatment.id}`, { meta: { options: treatment.meta.options } })
  }
  await within(WITHIN, '/', (page) => page.status === 200 && page.text.includes(formatPounds(option.from)))
})

test('while the website cannot answer, a save goes through (the website keeps its last good copy)', async () => {
  const clinic = await record<{ main: boolean }>('clinics', otherClinic())
  try {
    await whileCheckUnreachable(env.port ?? '', async () => {
      const check = await rest<Answer>('POST', 'larkspur/v1/check', { postType: 'larkspur_clinic', id: clinic.id, record: { meta: { main: true } } })
      expect(check.body).toEqual({ reachable: false, problems: [] })
      // The save the website would refuse goes through: WordPress keeps it, the website its last good model.
      const saved = await rest<{ meta: { main: boolean } }>('POST', `wp/v2/clinics/${clinic.id}`, { meta: { main: true } })
      expect(saved.status).toBe(200)
      expect(saved.body.meta.main).toBe(true)
    })
  } finally {
    await rest('POST', `wp/v2/clinics/${clinic.id}`, { meta: { main: false } })
  }
  // With the site running (the WordPress suite), every clinic page still answers and the model put back is served.
  if (process.env.E2E_BASE_URL) {
    for (const page of ['/', ...clinicPaths]) expect((await visit(page)).status, page).toBe(200)
    await servedCurrent()
  }
})
