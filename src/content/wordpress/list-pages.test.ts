import { sitemapEntries } from '../sitemap-entries'
import { createWordPressSource } from '.'

/**
 * Issue 45: a page an editor publishes in WordPress at a slug the route registry does not know is
 * served (src/pages/[slug].astro), so sitemap.xml lists it and the browser walk checks it. The
 * fake answers as WordPress does: 100 pages at most a request, the total in X-WP-Total.
 */
const wpPages = [
  { slug: 'fees', modified_gmt: '2026-11-20T10:00:00' },
  { slug: 'summer-smiles', modified_gmt: '2026-12-01T09:30:00' },
  { slug: 'staff-only', modified_gmt: '2026-12-01T09:30:00', yoast_head_json: { robots: { index: 'noindex', follow: 'follow' } } },
  ...Array.from({ length: 120 }, (_, index) => ({ slug: `old-page-${index}` })),
]

const asked: string[] = []
const wordpress: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  asked.push(`${url.pathname}${url.search}`)
  if (url.pathname !== '/wp-json/wp/v2/pages') return new Response('[]', { status: 404 })
  const perPage = Number(url.searchParams.get('per_page'))
  const page = Number(url.searchParams.get('page') ?? 1)
  const body = wpPages.slice((page - 1) * perPage, page * perPage)
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'x-wp-total': String(wpPages.length), 'x-wp-totalpages': String(Math.ceil(wpPages.length / perPage)) } })
}

const source = createWordPressSource({ baseUrl: 'http://127.0.0.1:8089/wp-json/', siteOrigin: 'https://www.larkspurdental.example', fetch: wordpress })

test('the WordPress adapter lists every published page, 100 a request, with its date and whether it asks not to be indexed', async () => {
  const pages = await source.listPages()
  expect(pages).toHaveLength(wpPages.length)
  expect(asked.map((request) => new URL(request, 'http://x').searchParams.get('page'))).toEqual(['1', '2'])
  expect(pages).toContainEqual({ slug: 'summer-smiles', modified: '2026-12-01T09:30:00Z' })
  expect(pages).toContainEqual({ slug: 'staff-only', modified: '2026-12-01T09:30:00Z', noindex: true })
})

test('in WordPress mode sitemap.xml lists a page at a slug the registry does not know, once; not one kept out of search engines', async () => {
  const urls = sitemapEntries('https://example.test', [], [], [], await source.listPages()).map((entry) => entry.url)
  expect(urls).toContain('https://example.test/summer-smiles')
  expect(urls).toContain('https://example.test/old-page-119')
  expect(urls).not.toContain('https://example.test/staff-only')
  expect(urls.filter((url) => url === 'https://example.test/fees')).toHaveLength(1)
})
