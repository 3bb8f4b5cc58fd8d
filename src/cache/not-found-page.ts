/**
 * The 404 page, rendered once and answered again for every miss (issue 34, point 6).
 *
 * Every unknown slug, blog page past the end, unknown category or path with a control character
 * is `Astro.rewrite('/404')`, and every one of them got the same bytes: the canonical link of the
 * 404 page is `/404`, whatever was asked. Rendering the framed page (header, footer, React
 * sections) for each made the V8 heap and malloc arenas grow by hundreds of MB over 10,000
 * invented URLs, though nothing was kept. So the bytes are kept here and answered while what the
 * page is built from holds: the practice model the request read (the model cache hands out the same
 * object until it loads anew, so identity is its generation), the footer's 'Site updated on' date,
 * and that the model is the current one (a page from a last good or embedded model is never kept,
 * so a corrected save shows as soon as it is read). Everything else in the page is code.
 *
 * One page is kept (about 19 KB); a new generation replaces it. How long browsers and the route
 * cache keep a 404 is decided elsewhere (src/middleware/route-cache.ts), not here.
 */

/** What the 404 page's bytes depend on. */
export interface NotFoundKey {
  /** The practice model the page was built from: its identity is its generation. */
  readonly practice: object
  /** The footer's 'Site updated on' date. */
  readonly updated: string | null
}

interface Kept {
  readonly key: NotFoundKey
  readonly status: number
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly body: Uint8Array
}

/** Headers that describe one response only, or would hand one visitor's cookie to another. */
const ONE_RESPONSE_ONLY = new Set(['date', 'content-length', 'cdn-cache-control', 'cache-tag', 'x-astro-cache'])

const sameKey = (a: NotFoundKey, b: NotFoundKey) => a.practice === b.practice && a.updated === b.updated

export interface NotFoundPage {
  /** The kept page as a new Response, if it was built from this key; else null (render it). */
  answer(key: NotFoundKey): Response | null
  /** Keeps a rendered 404 page for this key; a response that sets a cookie or is not a 404 is not kept. Returns an equal Response to send. */
  keep(key: NotFoundKey, response: Response): Promise<Response>
  /** Forgets the kept page. */
  clear(): void
}

export function createNotFoundPage(): NotFoundPage {
  let kept: Kept | undefined

  const toResponse = ({ status, headers, body }: Kept) => new Response(body.slice(), { status, headers: headers.map(([name, value]): [string, string] => [name, value]) })

  return {
    answer(key) {
      return kept && sameKey(kept.key, key) ? toResponse(kept) : null
    },
    async keep(key, response) {
      if (response.status !== 404 || response.headers.has('set-cookie') || !response.body) return response
      const headers: Array<[string, string]> = []
      response.headers.forEach((value, name) => {
        if (!ONE_RESPONSE_ONLY.has(name.toLowerCase())) headers.push([name, value])
      })
      const page: Kept = { key, status: response.status, headers, body: new Uint8Array(await response.arrayBuffer()) }
      kept = page
      return toResponse(page)
    },
    clear() {
      kept = undefined
    },
  }
}

/** This process's kept 404 page. */
export const processNotFoundPage = createNotFoundPage()
