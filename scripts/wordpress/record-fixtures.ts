/**
 * Records REST answers from a real, seeded WordPress into tests/fixtures/wordpress/*.json
 * for the REST adapter's unit tests.
 *
 *   npx tsx scripts/wordpress/record-fixtures.ts            # starts its own instance, seeds, records, stops
 *   npx tsx scripts/wordpress/record-fixtures.ts --port 8089 # records from an instance already running there
 *
 * Each file: { request: "wp/v2/…", status, headers: { x-wp-total, x-wp-totalpages, link }, body }.
 * The instance's port is replaced by 8089 everywhere, so fixtures do not depend on the port used.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startWordPress, type WordPressInstance } from '../../tests/wordpress/harness'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const OUT_DIR = path.join(REPO_ROOT, 'tests', 'fixtures', 'wordpress')
const FIXED_HOST = '127.0.0.1:8089'
const KEPT_HEADERS = ['x-wp-total', 'x-wp-totalpages', 'link'] as const

interface Fixture {
  request: string
  status: number
  headers: Record<string, string>
  body: unknown
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function stabilise<T>(value: T, port: number): T {
  if (port === 8089) return value
  const text = JSON.stringify(value)
    .replaceAll(`127.0.0.1:${port}`, FIXED_HOST)
    .replaceAll(`127.0.0.1%3A${port}`, '127.0.0.1%3A8089')
  const parsed: T = JSON.parse(text)
  return parsed
}

async function get(baseUrl: string, request: string, port: number): Promise<Fixture> {
  const res = await fetch(`${baseUrl}${request}`)
  const headers: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const value = res.headers.get(name)
    if (value !== null) headers[name] = value
  }
  const body: unknown = await res.json()
  return stabilise({ request, status: res.status, headers, body }, port)
}

function firstOf(fixture: Fixture): Record<string, unknown> {
  const body = fixture.body
  if (!Array.isArray(body)) throw new Error(`${fixture.request}: expected an array`)
  const first: unknown = body[0]
  if (!isRecord(first)) throw new Error(`${fixture.request}: empty answer`)
  return first
}

async function record(wp: Pick<WordPressInstance, 'baseUrl' | 'homeUrl' | 'port'>): Promise<string[]> {
  const { baseUrl, port } = wp
  const fixtures = new Map<string, Fixture>()
  const add = async (name: string, request: string): Promise<Fixture> => {
    const fixture = await get(baseUrl, request, port)
    fixtures.set(name, fixture)
    return fixture
  }

  await add('pages-slug-fees', 'wp/v2/pages?slug=fees')
  await add('pages-slug-no-such-page', 'wp/v2/pages?slug=no-such-page')
  const latest = await add('posts-per_page-3', 'wp/v2/posts?per_page=3')
  await add('posts-per_page-5-page-1-embed', 'wp/v2/posts?per_page=5&page=1&_embed=wp:featuredmedia')
  await add('posts-per_page-5-page-99', 'wp/v2/posts?per_page=5&page=99')

  const preferredSlug = 'how-long-does-invisalign-take'
  const probe = await get(baseUrl, `wp/v2/posts?slug=${preferredSlug}`, port)
  const postSlug = Array.isArray(probe.body) && probe.body.length > 0 ? preferredSlug : String(firstOf(latest).slug)
  await add('posts-slug-embed', `wp/v2/posts?slug=${postSlug}&_embed=wp:featuredmedia`)

  await add('categories-per_page-50', 'wp/v2/categories?per_page=50')
  const invisalign = await add('categories-slug-invisalign', 'wp/v2/categories?slug=invisalign')
  const categoryId = Number(firstOf(invisalign).id)
  await add('posts-category-per_page-2-page-1', `wp/v2/posts?per_page=2&categories=${categoryId}&page=1`)
  await add('posts-search-marmalade', 'wp/v2/posts?search=marmalade')
  await add('pages-slug-sanitiser-test', 'wp/v2/pages?slug=sanitiser-test')
  // Issue 30: one of each core block, as WordPress renders the block editor's markup.
  await add('pages-slug-block-test', 'wp/v2/pages?slug=block-test')

  await mkdir(OUT_DIR, { recursive: true })
  for (const name of await readdir(OUT_DIR)) {
    if (name.endsWith('.json')) await rm(path.join(OUT_DIR, name))
  }
  const index: Record<string, string> = {}
  for (const [name, fixture] of fixtures) {
    await writeFile(path.join(OUT_DIR, `${name}.json`), `${JSON.stringify(fixture, null, 2)}\n`)
    index[name] = fixture.request
  }
  await writeFile(path.join(OUT_DIR, 'index.json'), `${JSON.stringify(index, null, 2)}\n`)
  return [...fixtures.keys()].map((n) => {
    const f = fixtures.get(n)
    return `${n}.json  ${f?.status} ${f?.request}  total=${f?.headers['x-wp-total'] ?? '-'}`
  })
}

async function main(): Promise<void> {
  const portArg = process.argv.indexOf('--port')
  const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : undefined
  let wp: Pick<WordPressInstance, 'baseUrl' | 'homeUrl' | 'port' | 'stop'>
  if (port !== undefined) {
    if (!Number.isInteger(port)) throw new Error('--port needs a number')
    wp = { baseUrl: `http://127.0.0.1:${port}/wp-json/`, homeUrl: `http://127.0.0.1:${port}`, port, stop: async () => undefined }
  } else {
    wp = await startWordPress()
  }
  try {
    const lines = await record(wp)
    console.log(`recorded ${lines.length} fixtures from ${wp.baseUrl} into ${path.relative(REPO_ROOT, OUT_DIR)}/`)
    for (const line of lines) console.log(`  ${line}`)
  } finally {
    await wp.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
