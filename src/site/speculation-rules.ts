/**
 * The browser fetches the next page when a pointer rests on its link or a finger touches it
 * (Speculation Rules): moving between pages is a full load, with nothing of ours to run. Written
 * into every page's head, so no request stands between a phone and its first paint; its hash is in
 * the Content-Security-Policy (astro.config.mjs). Links with a query (a search, a form's answer)
 * are left out by an empty `search` in an object pattern: in a pattern string even an escaped `?`
 * starts the query part, which matched every link.
 */
export const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [{ href_matches: { pathname: '/*', search: '' } }, { not: { href_matches: ['/api/*', '/preview/*', '/wp-content/*', '/_image*', '/*.xml', '/*.txt'] } }],
      },
      eagerness: 'moderate',
    },
  ],
}

/** The rules exactly as the page carries them: the policy's hash is of this text. */
export const SPECULATION_RULES_TEXT = JSON.stringify(speculationRules)
