/**
 * The query parameter that carries a held answer's id to the page after a post without JavaScript
 * (src/forms/answer-store.ts, src/middleware/actions.ts): `/contact-us?answer=<id>#contact-form-answer`.
 * A page asked with it is per-visitor: the server entry does not serve it from the route cache
 * (src/server/main.ts) and the route cache neither answers nor keeps it (src/cache/route-provider.ts).
 *
 * A query parameter, not a cookie: the request that uses the id is the one that names it, so no
 * other request (a prefetch, an image, another tab) carries it or could use it up, and the server
 * entry and the cache see it in the address without reading cookies. It is single-use and lives a
 * minute, so the copy left in the browser's history opens the plain page.
 */
export const ANSWER_PARAM = 'answer'

/** An id as the store makes them: 128 random bits, base64url. */
export const ANSWER_ID = /^[A-Za-z0-9_-]{22}$/

/** Whether a request's address (path and query, or a URL) names a held answer: an id of the store's form (anything else is an ordinary, cached page). */
export function carriesAnswer(address: string | URL): boolean {
  const search = typeof address === 'string' ? address.slice(address.indexOf('?') + 1 || address.length) : address.search
  return ANSWER_ID.test(new URLSearchParams(search).get(ANSWER_PARAM) ?? '')
}
