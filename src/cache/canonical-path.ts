/**
 * One spelling per page (issue 27, point 4). Astro routes on the decoded path (decodeURI until it
 * no longer changes, duplicate slashes collapsed), so `/v%65neers` renders `/veneers`: keyed on the
 * raw path, every such spelling was a full render and a second cache entry, and 1,500 of them
 * pushed real pages out. The canonical spelling is that decoded path written back the one way
 * encodeURI writes it (reserved characters Astro leaves encoded stay encoded, in capitals). The
 * server entry redirects any other spelling to it, and the route cache keys on it.
 */
const MAX_DECODES = 10

/** The canonical spelling of a raw path, or undefined when it cannot be decoded (Astro answers those itself). */
export function canonicalPath(raw: string): string | undefined {
  let decoded = raw
  for (let round = 0; ; round += 1) {
    if (round > MAX_DECODES) return undefined
    let next: string
    try {
      next = decodeURI(decoded)
    } catch {
      return undefined
    }
    if (next === decoded) break
    decoded = next
  }
  // decodeURI keeps escapes of reserved characters (%2F, %3F …): write them once, in capitals.
  return encodeURI(decoded.replace(/\/{2,}/g, '/')).replace(/%25([0-9A-Fa-f]{2})/g, (_, hex: string) => `%${hex.toUpperCase()}`)
}
