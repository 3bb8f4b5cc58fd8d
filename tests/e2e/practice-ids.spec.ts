import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { embeddedPractice } from '../embedded-facts'
import { within } from '../publish/site'
import { wpRest } from '../publish/wp-rest'
import { formatPounds } from '../../src/finance'
import { optionIdOf } from '../../src/practice/model'
import { quotedOptions } from '../../src/practice/quoted-prices'

// Issue 35, stable option ids, against the production build on a real WordPress with our practice
// and publish plugins (tests/e2e-wordpress/run.ts sets these): the practice endpoint serves an id
// for every option, and an editor who renames a quoted option through REST (as the block editor
// saves it: issue 36 removed the old edit box and its test) keeps its id, so the new name reaches the site within 10 seconds and the sections' quoted price
// still answers from it (the model is not refused).
const env = { base: process.env.E2E_WP_URL, port: process.env.E2E_WP_PORT, user: process.env.E2E_WP_USER, password: process.env.E2E_WP_PASSWORD }
test.skip(process.env.E2E_CMS !== 'wordpress' || !env.base || !env.port || !env.user || !env.password, 'needs the site on WordPress with the practice and publish plugins')
test.describe.configure({ mode: 'serial' })

const WITHIN = 10_000
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/
const rest = wpRest({ baseUrl: env.base ?? '', user: env.user ?? '', password: env.password ?? '' })
const [SLUG, OPTION_ID] = quotedOptions.veneersPerTooth

type Option = { id?: string; name: string; from: number }
type Treatment = { id: number; slug: string; status: string; meta: { options: Option[] } }
type Served = { treatments: { slug: string; options: Option[] }[]; finance?: unknown }
type Health = { practice: { served: string; problem?: string } }

async function treatment(slug: string): Promise<Treatment> {
  const [found] = await rest.get<Treatment[]>(`wp/v2/treatments?slug=${slug}&context=edit`)
  if (!found) throw new Error(`the practice model has no treatment ${slug}`)
  return found
}

/** The ids the plugin derives from these names (tests/e2e-wordpress/option-ids.php). */
function pluginIds(names: string[]): unknown {
  return JSON.parse(execFileSync('php', [path.join(import.meta.dirname, '..', 'e2e-wordpress', 'option-ids.php'), ...names], { env: { ...process.env, WP_HARNESS_PORT: env.port }, encoding: 'utf8' }))
}

/** The site serves the current model (none refused), /fees names the option, and the homepage's section quotes its price. */
async function onTheSite(name: string, price: number): Promise<number> {
  const started = Date.now()
  await within(WITHIN, '/fees', (page) => page.status === 200 && page.text.includes(name))
  await within(WITHIN - (Date.now() - started), '/', (page) => page.status === 200 && page.text.includes(formatPounds(price)))
  const health = (await (await fetch(new URL('/api/health', process.env.E2E_BASE_URL))).json()) as Health
  // In WordPress mode the kept model's ETag is named too (issue 44).
  expect(health.practice).toEqual({ served: 'current', etag: expect.any(String) })
  return Date.now() - started
}

const restore = (record: Treatment) => rest.post(`wp/v2/treatments/${record.id}`, { meta: { options: record.meta.options } })
const newPrice = (option: Option) => option.from + 1 + (Date.now() % 89)

test('the practice endpoint serves an id for every option, the one the site derives from its name where the record has none', async () => {
  const served = (await (await fetch(new URL('larkspur/v1/practice', env.base))).json()) as Served
  const embedded = embeddedPractice()
  for (const record of served.treatments) {
    for (const option of record.options) expect(option.id, `${record.slug}: ${option.name}`).toMatch(ID)
    const expected = embedded.treatments.find((candidate) => candidate.slug === record.slug)?.options.map((option) => option.id)
    expect(record.options.map((option) => option.id), record.slug).toEqual(expected)
  }
  // The plugin's derivation (for a record saved before ids, or an option sent without one) is the site's.
  const names = [...embedded.treatments.flatMap((record) => record.options.map((option) => option.name)), 'Crème brûlée polish', 'Inlay/onlay (three-quarter crown)', '  Spaced   out  ']
  expect(pluginIds(names)).toEqual(names.map(optionIdOf))
})

test('the practice endpoint serves the finance record exactly as content/practice/finance.json holds it (seeded from it), and none without one', async () => {
  const file = path.join(process.cwd(), 'content', 'practice', 'finance.json')
  const served = (await (await fetch(new URL('larkspur/v1/practice', env.base))).json()) as Served
  expect(served.finance).toEqual(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)
})

test('a quoted option renamed through REST keeps its id and reaches the site within 10 seconds; an option sent without an id is stored with its name as one', async () => {
  const record = await treatment(SLUG)
  try {
    // Priced as the quoted option is: a cheaper line would become the treatment's finance example,
    // below the finance range, and the site's check refuses that (finance-figures, issue 44).
    const quoted = record.meta.options.find((option) => option.id === OPTION_ID)
    const added: Option = { name: 'Veneer polish (a line without an id)', from: quoted?.from ?? 0 }
    const options = [...record.meta.options.map((option) => (option.id === OPTION_ID ? { ...option, name: `${option.name} (renamed through REST)`, from: newPrice(option) } : option)), added]
    const renamed = options.find((option) => option.id === OPTION_ID)
    if (!renamed) throw new Error(`${SLUG} has no option ${OPTION_ID}`)
    const answer = await rest.post<Treatment>(`wp/v2/treatments/${record.id}`, { meta: { options } })
    expect(answer.meta.options.map((option) => option.id)).toEqual([...record.meta.options.map((option) => option.id), optionIdOf(added.name)])
    console.log(`renamed through REST: on the site after ${((await onTheSite(renamed.name, renamed.from)) / 1000).toFixed(1)} s`)
  } finally {
    await restore(record)
  }
  await within(WITHIN, '/fees', (page) => page.status === 200 && !page.text.includes('(renamed through REST)'))
})
