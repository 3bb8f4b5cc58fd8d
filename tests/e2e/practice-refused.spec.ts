import { expect, test } from './fixtures'
import { embeddedFacts } from '../embedded-facts'
import { whileCheckUnreachable } from '../publish/check-unreachable'
import { visit, within } from '../publish/site'
import { wpRest } from '../publish/wp-rest'
import { formatPounds } from '../../src/finance'
import { optionIdOf } from '../../src/practice/model'
import { quotedOptions } from '../../src/practice/quoted-prices'

// Issue 34, point 2, against the production build on a real WordPress with our practice and
// publish plugins (tests/e2e-wordpress/run.ts sets these): an editor's slip in the practice model
// (a quoted option renamed, a quoted treatment unpublished) leaves every page up on the last good
// facts and is named by /api/health; the corrected save reaches the site within 10 seconds.
const env = { base: process.env.E2E_WP_URL, user: process.env.E2E_WP_USER, password: process.env.E2E_WP_PASSWORD, secret: process.env.E2E_WEBHOOK_SECRET }
test.skip(process.env.E2E_CMS !== 'wordpress' || !env.base || !env.user || !env.password || !env.secret, 'needs the site on WordPress with the practice and publish plugins')
test.describe.configure({ mode: 'serial' })

const CORRECTED_WITHIN = 10_000
const PAGES = ['/', '/veneers', '/fees', '/blog', '/our-clinics/slough']
const facts = embeddedFacts()
const rest = wpRest({ baseUrl: env.base ?? '', user: env.user ?? '', password: env.password ?? '' })
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

type Option = { id?: string; name: string; from: number; to?: number; unit?: string; fixed?: boolean }
type Treatment = { id: number; slug: string; status: string; meta: { options: Option[] } }
type Health = { status: string; practice: { served: string; problem?: string } }

async function treatment(slug: string): Promise<Treatment> {
  const [found] = await rest.get<Treatment[]>(`wp/v2/treatments?slug=${slug}&context=edit`)
  if (!found) throw new Error(`the practice model has no treatment ${slug}`)
  return found
}

async function health(): Promise<{ status: number; body: Health }> {
  const response = await fetch(new URL('/api/health', process.env.E2E_BASE_URL))
  // A failing health check answers the error page, not JSON: its status then tells.
  const body = response.ok ? ((await response.json()) as Health) : { status: `answered ${response.status}`, practice: { served: 'none' } }
  return { status: response.status, body }
}

/** Asks for pages until the site has read the refused model: /api/health then names it. */
async function untilRefused(slug: string): Promise<Health> {
  const deadline = Date.now() + CORRECTED_WITHIN
  let last: Health | undefined
  while (Date.now() < deadline) {
    await visit('/')
    last = (await health()).body
    if (last.practice.problem?.includes(`"${slug}"`)) return last
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`/api/health never named the refused treatment ${slug}: ${JSON.stringify(last)}`)
}

/** Every page answers 200 with the practice's name in its title and the main clinic's phone in the page. */
async function everyPageUp(): Promise<void> {
  for (const path of PAGES) {
    const page = await visit(path)
    expect(page.status, path).toBe(200)
    expect(/<title>([^<]*)<\/title>/.exec(page.text)?.[1], `${path}'s title`).toContain(facts.name)
    // A clinic's own page shows that clinic's phone (issue 35); every other page the main clinic's.
    const clinic = /^\/our-clinics\/([^/]+)$/.exec(path)?.[1]
    expect(page.text, `${path}'s phone`).toContain((clinic ? embeddedFacts(clinic) : facts).phone.display)
  }
  const { status, body } = await health()
  expect(status).toBe(200)
  expect(body.practice.served).toBe('last good')
}

/** A new price with the name put back, and how long until the treatment's page shows it. */
async function correctedSave(record: Treatment, change: Record<string, unknown>): Promise<number> {
  const [first, ...rest_] = record.meta.options
  if (!first) throw new Error(`${record.slug} has no price`)
  // A price the page does not show yet (another line of the page may hold a nearby figure), so
  // the page shows it only once the corrected save is served.
  const before = (await visit(`/${record.slug}`)).text
  let price = first.from + 1 + (Date.now() % 89)
  while (before.includes(formatPounds(price))) price += 1
  await rest.post(`wp/v2/treatments/${record.id}`, { ...change, meta: { options: [{ ...first, from: price }, ...rest_] } })
  const ms = await within(CORRECTED_WITHIN, `/${record.slug}`, (page) => page.status === 200 && page.text.includes(formatPounds(price)))
  const { body } = await health()
  // The kept model's ETag is named too (issue 44); no problem, no refusedSince.
  expect(body.practice).toEqual({ served: 'current', etag: expect.any(String) })
  return ms
}

/** The record as seeded (in `finally`: whatever failed, the next specs read these prices). */
const restore = (record: Treatment) => rest.post(`wp/v2/treatments/${record.id}`, { status: record.status, meta: { options: record.meta.options } })

/** The site back on the seeded price. */
async function restored(record: Treatment): Promise<void> {
  const headline = record.meta.options[0]
  if (headline) await within(CORRECTED_WITHIN, `/${record.slug}`, (page) => page.status === 200 && page.text.includes(formatPounds(headline.from)))
}

test('a quoted option replaced in WordPress leaves every page up on the last good facts, and the corrected save shows within 10 seconds', async () => {
  const [slug, option] = quotedOptions.veneersPerTooth
  const record = await treatment(slug)
  for (const path of PAGES) expect((await visit(path)).status, path).toBe(200)
  try {
    // The quoted option replaced by another (a new id, and a new name: the plugin derives an id a
    // record lacks from its name), as when an editor deletes a line and types a new one.
    const replaced = record.meta.options.map((candidate) => ((candidate.id ?? optionIdOf(candidate.name)) === option ? { ...candidate, id: `${option}-replaced`, name: `${candidate.name} (new)` } : candidate))
    // Past WordPress's save check (issue 36), as when the website cannot answer it: the slip reaches the site.
    await whileCheckUnreachable(process.env.E2E_WP_PORT ?? '', () => rest.post(`wp/v2/treatments/${record.id}`, { meta: { options: replaced } }))
    expect((await untilRefused(slug)).practice.problem).toContain(option)
    await everyPageUp()
    console.log(`corrected save (the option put back) on /${slug} after ${seconds(await correctedSave(record, {}))}`)
  } finally {
    await restore(record)
  }
  await restored(record)
})

test('a quoted treatment unpublished in WordPress leaves every page up on the last good facts, and the corrected save shows within 10 seconds', async () => {
  const [slug] = quotedOptions.compositeBondingPerTooth
  const record = await treatment(slug)
  for (const path of PAGES) expect((await visit(path)).status, path).toBe(200)
  try {
    await whileCheckUnreachable(process.env.E2E_WP_PORT ?? '', () => rest.post(`wp/v2/treatments/${record.id}`, { status: 'draft' }))
    await untilRefused(slug)
    await everyPageUp()
    console.log(`corrected save (treatment published again) on /${slug} after ${seconds(await correctedSave(record, { status: 'publish' }))}`)
  } finally {
    await restore(record)
  }
  await restored(record)
})
