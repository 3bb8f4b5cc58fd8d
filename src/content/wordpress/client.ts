import { describeForLog } from '@/lib/log'
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

/** Our larkspur-practice plugin is installed but its settings were never saved (404 `larkspur_practice_unset`). */
export class WpNotSet extends Error {}

/**
 * How a failed call is named in an error, and so in the log (issue 27, point 6): the method and
 * path only. The query string carries what visitors type (search words, slugs), and search words
 * can be health data, so it never goes into a message.
 */
export const callName = (url: URL) => `GET ${url.pathname}`

/** Why a fetch itself failed, as classes and codes (`TypeError <- Error[ECONNREFUSED]`), never a message that could quote the URL. */
export function fetchFailure(error: unknown, timeoutMs: number): string {
  return error instanceof Error && error.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : `failed: ${describeForLog(error)}`
}

/**
 * A redirect is never followed (issue 27, point 7): the REST API does not redirect, and a CMS
 * that does (misconfigured or compromised) must not send our requests, or its answers' trust,
 * to another host. It is a failure like any other, named by its status.
 */
export function createWpClient(baseUrl: string, fetchImpl: typeof fetch = fetch, timeoutMs = CONTENT_TIMEOUT_MS) {
  return async function get(path: string): Promise<WpResponse> {
    const url = new URL(path, baseUrl)
    const call = callName(url)
    let response: Response
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new ContentUnavailableError(`${call} ${fetchFailure(error, timeoutMs)}`)
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel()
      throw new ContentUnavailableError(`${call} answered ${response.status} (a redirect, not followed)`)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = wpError.safeParse(body)
      // A page number past the last: WordPress answers 400; we treat it as an empty page.
      if (response.status === 400 && error.success && error.data.code === 'rest_post_invalid_page_number') {
        throw new WpEmptyPage(error.data.code)
      }
      if (response.status === 404 && error.success && error.data.code === 'rest_no_route') throw new WpNoRoute(`${call} has no route`)
      if (response.status === 404 && error.success && error.data.code === 'larkspur_practice_unset') throw new WpNotSet(`${call} is not set up`)
      throw new ContentUnavailableError(`${call} answered ${response.status}`)
    }
    if (body === undefined) throw new ContentUnavailableError(`${call} answered non-JSON`)
    const totalHeader = response.headers.get('x-wp-total')
    const total = totalHeader !== null && /^\d+$/.test(totalHeader) ? Number(totalHeader) : null
    return { body, total }
  }
}
