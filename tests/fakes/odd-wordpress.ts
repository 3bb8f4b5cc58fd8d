import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A WordPress whose REST answers pass our schemas but carry a post the views cannot render: its
 * `date_gmt` is not a date (a plugin that writes its own text there), so the post's page throws
 * an unexpected RangeError in a real view (the post article's date). Everything else is empty.
 */
export const ODD_POST_SLUG = 'opening-hours-update'

export interface OddWordPress {
  readonly cmsUrl: string
  close(): Promise<void>
}

export async function startOddWordPress(): Promise<OddWordPress> {
  const post = { id: 7, slug: ODD_POST_SLUG, date_gmt: 'soon', title: { rendered: 'Opening hours' }, excerpt: { rendered: '<p>New hours.</p>' }, content: { rendered: '<p>New hours.</p>' }, categories: [] }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://wordpress.test')
    res.setHeader('content-type', 'application/json')
    if (url.pathname === '/wp-json/wp/v2/posts' && url.searchParams.get('slug') === ODD_POST_SLUG) return void res.end(JSON.stringify([post]))
    // A WordPress without our plugins: no team type and no practice route (it answers those as a real one does).
    if (url.pathname.startsWith('/wp-json/wp/v2/team') || !url.pathname.startsWith('/wp-json/wp/v2/')) {
      res.statusCode = 404
      return void res.end(JSON.stringify({ code: 'rest_no_route' }))
    }
    res.setHeader('x-wp-total', '0')
    res.end('[]')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { cmsUrl: `http://127.0.0.1:${port}/wp-json/`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
