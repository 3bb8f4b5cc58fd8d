import { ByteLru } from './byte-lru'

/**
 * The CMS's media library on this site's origin (issue 15, point 7; decision 005). CMS HTML
 * keeps its media at /wp-content/uploads/… on our host, but an HTML or SVG file in that library
 * would then run with the origin of the forms.
 *
 * Only what pages use is served (issue 27, point 11): raster images (the CMS content and the
 * recorded WordPress answers link nothing else under uploads: .webp, and what WordPress makes of
 * an editor's .jpg, .png or .gif), in WordPress's own layout, `YYYY/MM/name` or a name at the top.
 * Anything else is a 404 without asking WordPress: SVG, PDFs, videos, and every plugin's folder,
 * among them the form plugins' (`wpcf7_uploads/`, where Contact Form 7 keeps a referral's X-ray
 * while it mails it). A file whose answer is not an image of those types still goes only as a
 * download that no browser renders, and every answer says `nosniff`.
 */

/** Shown in place (`inline`): the image types pages use. SVG can run script, so it is not here. */
const INLINE = /^image\/(png|jpeg|gif|webp|avif)$/
const EXTENSIONS = /\.(webp|jpe?g|png|gif|avif)$/i
const YEAR = /^\d{4}$/
const MONTH = /^(0[1-9]|1[0-2])$/

/** What a file that is not plain media may still do if it is opened: nothing. */
const LOCKED_DOWN = "sandbox; default-src 'none'"

const FORWARDED_REQUEST = ['range', 'if-range', 'if-none-match', 'if-modified-since']
const FORWARDED_RESPONSE = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified', 'cache-control']
const HEADERS_TIMEOUT_MS = 10_000

export function isInlineMedia(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return INLINE.test(type)
}

const safeSegment = (segment: string) => segment !== '' && !segment.startsWith('.') && !/[/\\\u0000-\u001f]/.test(segment)

/** A path pages may use: an image, at the top of uploads or in a year/month folder. */
export function isServableMedia(segments: readonly string[]): boolean {
  if (!segments.every(safeSegment)) return false
  const name = segments.at(-1) ?? ''
  const inFolder = segments.length === 1 || (segments.length === 3 && YEAR.test(segments[0] ?? '') && MONTH.test(segments[1] ?? ''))
  return inFolder && EXTENSIONS.test(name)
}

/** The upstream address of a media path, or undefined when it is not media pages use (or could leave the folder). */
export function upstreamUrl(cmsBase: string, segments: readonly string[]): URL | undefined {
  if (!isServableMedia(segments)) return undefined
  return new URL(`/wp-content/uploads/${segments.map(encodeURIComponent).join('/')}`, new URL(cmsBase).origin)
}

/**
 * Names WordPress answered 404 or 410 for, for a minute, so that a loop of invented names asks
 * WordPress once each, not once a request. Bounded by count: an old miss simply goes first.
 */
export class MissCache {
  readonly #misses: ByteLru<number>

  constructor(
    readonly ttlMs = 60_000,
    maxEntries = 10_000,
    readonly now: () => number = Date.now,
  ) {
    this.#misses = new ByteLru<number>(Number.MAX_SAFE_INTEGER, maxEntries)
  }

  has(key: string): boolean {
    const until = this.#misses.peek(key)
    if (until === undefined) return false
    if (until > this.now()) return true
    this.#misses.delete(key)
    return false
  }

  add(key: string): void {
    this.#misses.set(key, this.now() + this.ttlMs, 1)
  }
}

/** This process's misses, shared by the media proxy and the image endpoint (src/images/sources.ts): one 404 from WordPress serves both. */
export const processMisses = new MissCache()

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } })
const unavailable = () => new Response('The media library is unavailable', { status: 502, headers: { 'X-Content-Type-Options': 'nosniff' } })

/** Fetches one media file from the CMS and answers with it, or refuses as above. */
export async function proxyMedia(request: Request, segments: readonly string[], cmsBase: string | undefined, misses: MissCache = processMisses): Promise<Response> {
  const url = cmsBase ? upstreamUrl(cmsBase, segments) : undefined
  if (!url || misses.has(url.href)) return notFound()
  // Undecoded bytes, so that the length and ranges we pass on stay true.
  const headers = new Headers({ 'Accept-Encoding': 'identity' })
  for (const name of FORWARDED_REQUEST) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  // The time-out covers the wait for headers only.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), HEADERS_TIMEOUT_MS)
  let upstream: Response
  try {
    upstream = await fetch(url, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers, signal: controller.signal, redirect: 'manual', cache: 'no-store' })
  } catch {
    return unavailable()
  } finally {
    clearTimeout(timer)
  }
  if (upstream.status === 404 || upstream.status === 410) {
    await upstream.body?.cancel()
    misses.add(url.href)
    return notFound()
  }
  if (![200, 206, 304].includes(upstream.status)) {
    await upstream.body?.cancel()
    return unavailable()
  }
  const out = new Headers({ 'X-Content-Type-Options': 'nosniff' })
  for (const name of FORWARDED_RESPONSE) {
    const value = upstream.headers.get(name)
    if (value) out.set(name, value)
  }
  // fetch decodes a compressed body that a server sent anyway: its length no longer holds.
  if (upstream.headers.get('content-encoding')) out.delete('content-length')
  const contentType = upstream.headers.get('content-type')
  if (isInlineMedia(contentType)) {
    out.set('Content-Type', contentType ?? 'application/octet-stream')
  } else {
    const name = segments.at(-1) ?? 'download'
    out.set('Content-Type', 'application/octet-stream')
    out.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    out.set('Content-Security-Policy', LOCKED_DOWN)
  }
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers: out })
}
