import { ContentUnavailableError } from '../types'
import { wpError } from './schemas'

/** docs/requirements.md §9: every content fetch times out after 5000 ms. */
export const CONTENT_TIMEOUT_MS = 5000

const userAgent = 'LarkspurDentalSite/1.0 (+content fetch)'

export interface WpResponse {
  readonly body: unknown
  readonly total: number | null
}

/** A WordPress answer we treat as 'no items' rather than a failure. */
export class WpEmptyPage extends Error {}

/**
 * WordPress has no such REST route (404 `rest_no_route`): an optional feature, such as the team
 * post type of our larkspur-team plugin, is not installed there. Not a failure of the CMS.
 */
export class WpNoRoute extends Error {}

export function createWpClient(baseUrl: string, fetchImpl: typeof fetch = fetch, timeoutMs = CONTENT_TIMEOUT_MS) {
  return async function get(path: string): Promise<WpResponse> {
    const url = new URL(path, baseUrl)
    let response: Response
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : String(error)
      throw new ContentUnavailableError(`GET ${url.pathname}${url.search} ${reason}`)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = wpError.safeParse(body)
      // A page number past the last: WordPress answers 400; we treat it as an empty page.
      if (response.status === 400 && error.success && error.data.code === 'rest_post_invalid_page_number') {
        throw new WpEmptyPage(error.data.code)
      }
      if (response.status === 404 && error.success && error.data.code === 'rest_no_route') throw new WpNoRoute(`GET ${url.pathname} has no route`)
      throw new ContentUnavailableError(`GET ${url.pathname}${url.search} answered ${response.status}`)
    }
    if (body === undefined) throw new ContentUnavailableError(`GET ${url.pathname}${url.search} answered non-JSON`)
    const totalHeader = response.headers.get('x-wp-total')
    const total = totalHeader !== null && /^\d+$/.test(totalHeader) ? Number(totalHeader) : null
    return { body, total }
  }
}
