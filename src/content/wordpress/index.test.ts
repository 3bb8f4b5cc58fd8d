import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { sanitise } from '../sanitise'
import { ContentUnavailableError } from '../types'
import { CONTENT_TIMEOUT_MS } from './client'
import { createWordPressSource } from '.'

/** Replays answers recorded from a real WordPress 6.1 (tests/fixtures/wordpress, see scripts/wordpress). */
const fixtureDir = path.resolve('tests/fixtures/wordpress')
const index = JSON.parse(fs.readFileSync(path.join(fixtureDir, 'index.json'), 'utf8')) as Record<string, string>
const byRequest = new Map(Object.entries(index).map(([file, request]) => [request, file]))

// Match requests on what changes the answer's items: _embed/_fields and page=1 do not.
const normalise = (url: URL, withoutPerPage = false) => {
  const params = [...url.searchParams.entries()]
    .filter(([key, value]) => key !== '_embed' && key !== '_fields' && !(key === 'page' && value === '1') && !(withoutPerPage && key === 'per_page'))
    .sort(([a], [b]) => a.localeCompare(b))
  return `${url.pathname.replace(/^\/wp-json\//, '').replace(/\/$/, '')}?${new URLSearchParams(params)}`
}
const recorded = new Map(
  [...byRequest].map(([request, file]) => [normalise(new URL(request, 'http://127.0.0.1:8089/wp-json/')), file]),
)

const requests: string[] = []
const replay: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  requests.push(`${url.pathname}${url.search}`)
  const file = recorded.get(normalise(url)) ?? recorded.get(normalise(url, true))
  if (!file) return new Response(JSON.stringify({ code: 'no_fixture' }), { status: 404 })
  const fixture = JSON.parse(fs.readFileSync(path.join(fixtureDir, `${file}.json`), 'utf8')) as { status: number; headers: Record<string, string>; body: unknown }
  return new Response(JSON.stringify(fixture.body), { status: fixture.status, headers: fixture.headers })
}

const source = createWordPressSource({ baseUrl: 'http://127.0.0.1:8089/wp-json/', siteOrigin: 'https://www.larkspurdental.example', fetch: replay })

describe('WordPress adapter, on recorded answers', () => {
  beforeEach(() => {
    requests.length = 0
  })

  it('asks for a page by slug and uses the first item, decoding the title', async () => {
    const page = await source.getPage('fees')
    expect(requests).toEqual(['/wp-json/wp/v2/pages/?slug=fees'])
    expect(page?.title).toBe('Fees & Prices')
  })

  it('rewrites links and media on the CMS host to this site', async () => {
    const html = (await source.getPage('fees'))?.html ?? ''
    expect(html).toContain('href="/contact-us"')
    expect(html).toMatch(/src="\/wp-content\/uploads\//)
    expect(html).not.toContain('127.0.0.1:8089')
  })

  it('answers null for an unknown slug (WordPress answers an empty list)', async () => {
    expect(await source.getPage('no-such-page')).toBeNull()
  })

  it('falls back to the title and excerpt when Yoast is absent', async () => {
    const page = await source.getPage('fees')
    expect(page?.seo.title).toBeUndefined()
    expect(page?.seo.meta).toEqual(expect.any(Object))
  })

  it('lists posts with the total from X-WP-Total and the featured image from _embed', async () => {
    const list = await source.listPosts({ page: 1, perPage: 5 })
    expect(requests[0]).toBe('/wp-json/wp/v2/posts?per_page=5&page=1&_embed=wp%3Afeaturedmedia')
    expect(list.posts).toHaveLength(5)
    expect(list.total).toBe(14)
    expect(list.posts[0]?.image?.url).toMatch(/^\/wp-content\/uploads\/.+\.webp$/)
    expect(list.posts[0]?.date).toMatch(/Z$/)
  })

  it('treats a page past the last (HTTP 400 rest_post_invalid_page_number) as an empty page, keeping the total', async () => {
    const past = await source.listPosts({ page: 99, perPage: 5 })
    expect(past.posts).toEqual([])
    expect(past.total).toBe(14)
  })

  it('reads categories and posts of a category', async () => {
    const categories = await source.listCategories(50)
    expect(categories.map((category) => category.slug)).toContain('invisalign')
    const invisalign = await source.getCategory('invisalign')
    expect(invisalign?.name).toBe('Invisalign')
  })

  it("searches with WordPress's search parameter", async () => {
    const found = await source.listPosts({ page: 1, perPage: 5, search: 'marmalade' })
    expect(requests[0]).toContain('search=marmalade')
    expect(found.posts.map((post) => post.slug)).toEqual(['childrens-first-dental-visit'])
  })

  it('returns hostile HTML that the port sanitises to nothing that runs', async () => {
    const page = await source.getPage('sanitiser-test')
    expect(page?.html).toContain('<script>')
    const clean = sanitise(page?.html ?? '')
    expect(clean).not.toMatch(/<script|onerror|javascript:|evil\.example/i)
    expect(clean).toContain('https://www.youtube-nocookie.com/embed/abc')
  })

  it('refuses an answer of the wrong shape with a clear error', async () => {
    const broken = createWordPressSource({
      baseUrl: 'http://127.0.0.1:8089/wp-json/',
      siteOrigin: 'https://x.example',
      fetch: async () => new Response(JSON.stringify([{ id: 'not a number' }]), { status: 200 }),
    })
    await expect(broken.getPage('fees')).rejects.toThrow(ContentUnavailableError)
    await expect(broken.getPage('fees')).rejects.toThrow(/^page: unexpected answer \(at id, slug, title, content\)$/)
    // The slug asked for is what a visitor typed in the address: it stays out of the message (issue 27, point 6).
    await expect(broken.getPost('jane-doe-abscess')).rejects.toThrow(expect.objectContaining({ message: expect.not.stringContaining('jane') }))
  })

  it('names a failed call by method and path, never its query (issue 27, point 6)', async () => {
    const failing = createWordPressSource({ baseUrl: 'http://127.0.0.1:8089/wp-json/', siteOrigin: 'https://x.example', fetch: async () => new Response('oops', { status: 503 }) })
    const error = await failing.listPosts({ page: 1, perPage: 5, search: 'jane doe abscess' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContentUnavailableError)
    expect((error as Error).message).toBe('GET /wp-json/wp/v2/posts answered 503')
  })

  it('turns a 5xx into ContentUnavailableError', async () => {
    const failing = createWordPressSource({ baseUrl: 'http://127.0.0.1:8089/wp-json/', siteOrigin: 'https://x.example', fetch: async () => new Response('oops', { status: 502 }) })
    await expect(failing.listCategories(50)).rejects.toThrow(/answered 502/)
  })
})

describe('WordPress adapter, without our optional team plugin (issue 23, point 9)', () => {
  // What a WordPress without the larkspur-team plugin answers for its post type's route.
  const noRoute = () => Response.json({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }, { status: 404 })
  const member = { name: 'Dr Example', role: 'Dentist', gdcNumber: '123456', qualifications: [], bio: '' } as never

  it('uses the fallback team and says so once in the log', async () => {
    const lines: string[] = []
    const source = createWordPressSource({ baseUrl: 'http://127.0.0.1:8089/wp-json/', siteOrigin: 'https://x.example', fetch: async () => noRoute(), fallbackTeam: async () => [member], log: (line) => lines.push(line) })
    expect(await source.listTeam()).toEqual([member])
    expect(await source.listTeam()).toEqual([member])
    expect(lines).toEqual([expect.stringMatching(/no team post type .*larkspur-team plugin is not installed.*content\/team\.json/)])
  })

  it('leaves the team out without a fallback', async () => {
    const source = createWordPressSource({ baseUrl: 'http://127.0.0.1:8089/wp-json/', siteOrigin: 'https://x.example', fetch: async () => noRoute(), log: () => undefined })
    expect(await source.listTeam()).toEqual([])
  })

  it('still treats any other 404 as the CMS failing', async () => {
    const source = createWordPressSource({ baseUrl: 'http://127.0.0.1:8089/wp-json/', siteOrigin: 'https://x.example', fetch: async () => new Response('Not Found', { status: 404 }), fallbackTeam: async () => [member] })
    await expect(source.listTeam()).rejects.toThrow(ContentUnavailableError)
  })
})

describe('WordPress adapter, last-update endpoint', () => {
  const at = (answer: () => Response, seen: Request[] = []) =>
    createWordPressSource({
      baseUrl: 'http://127.0.0.1:8089/wp-json/',
      siteOrigin: 'https://x.example',
      lastUpdateUrl: 'http://127.0.0.1:8089/wp-json/larkspur/v1/last-update',
      fetch: async (input, init) => {
        seen.push(new Request(input, init))
        return answer()
      },
    })

  it('asks through the same client as every other call: JSON, our user-agent, the time-out', async () => {
    const seen: Request[] = []
    const source = at(() => Response.json({ lastUpdated: '2026-11-02T09:30:00Z' }), seen)
    await expect(source.getLastUpdated()).resolves.toBe('2026-11-02T09:30:00Z')
    expect(seen[0]?.url).toBe('http://127.0.0.1:8089/wp-json/larkspur/v1/last-update')
    expect(seen[0]?.headers.get('user-agent')).toMatch(/^LarkspurDentalSite\//)
    expect(seen[0]?.signal).toBeDefined()
  })

  it('refuses an answer that is not JSON or not the expected shape', async () => {
    await expect(at(() => new Response('<html>', { status: 200 })).getLastUpdated()).rejects.toThrow(ContentUnavailableError)
    await expect(at(() => Response.json({ lastUpdated: 42 })).getLastUpdated()).rejects.toThrow(/last-update: unexpected answer/)
  })
})

describe('WordPress adapter time-out', () => {
  it('is 5000 ms by default (docs/requirements.md §9)', () => {
    expect(CONTENT_TIMEOUT_MS).toBe(5000)
  })

  it('gives up on a CMS that never answers', async () => {
    const server = http.createServer(() => {
      // Never answers.
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const slow = createWordPressSource({ baseUrl: `http://127.0.0.1:${port}/wp-json/`, siteOrigin: 'https://x.example', timeoutMs: 200 })
    const started = Date.now()
    await expect(slow.getPage('why-choose-us')).rejects.toThrow(/timed out after 200 ms/)
    expect(Date.now() - started).toBeLessThan(2000)
    server.closeAllConnections()
    server.close()
  })
})
