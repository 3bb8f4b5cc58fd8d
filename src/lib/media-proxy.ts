/**
 * The CMS's media library on this site's origin (issue 15, point 7; decision 005). CMS HTML
 * keeps its media at /wp-content/uploads/… on our host, but an HTML or SVG file in that library
 * would then run with the origin of the forms. So only images, video, audio and PDF pass as they
 * are; anything else goes as a download (an attachment of no declared type) that no browser
 * renders, and every answer says `nosniff` so that no browser guesses a type either.
 */

/** Shown in place (`inline`): media types that cannot run script in our origin. SVG can, so it is not here. */
const INLINE = [/^image\/(png|jpeg|gif|webp|avif|bmp|tiff|x-icon|vnd\.microsoft\.icon)$/, /^video\/[a-z0-9.+-]+$/, /^audio\/[a-z0-9.+-]+$/, /^application\/pdf$/]

/** What a file that is not plain media may still do if it is opened: nothing. */
const LOCKED_DOWN = "sandbox; default-src 'none'"

const FORWARDED_REQUEST = ['range', 'if-range', 'if-none-match', 'if-modified-since']
const FORWARDED_RESPONSE = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified', 'cache-control']
const HEADERS_TIMEOUT_MS = 10_000

export function isInlineMedia(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return INLINE.some((pattern) => pattern.test(type))
}

/** The upstream address of a media path, or undefined when a segment could leave the folder. */
export function upstreamUrl(cmsBase: string, segments: readonly string[]): URL | undefined {
  if (segments.length === 0 || segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[/\\\u0000-\u001f]/.test(segment))) return undefined
  return new URL(`/wp-content/uploads/${segments.map(encodeURIComponent).join('/')}`, new URL(cmsBase).origin)
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } })

/** Fetches one media file from the CMS and answers with it, or refuses as above. */
export async function proxyMedia(request: Request, segments: readonly string[], cmsBase: string | undefined): Promise<Response> {
  const url = cmsBase ? upstreamUrl(cmsBase, segments) : undefined
  if (!url) return notFound()
  // Undecoded bytes, so that the length and ranges we pass on stay true.
  const headers = new Headers({ 'Accept-Encoding': 'identity' })
  for (const name of FORWARDED_REQUEST) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  // The time-out covers the wait for headers only: a long video may take minutes to stream.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), HEADERS_TIMEOUT_MS)
  let upstream: Response
  try {
    upstream = await fetch(url, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers, signal: controller.signal, redirect: 'manual', cache: 'no-store' })
  } catch {
    return new Response('The media library is unavailable', { status: 502, headers: { 'X-Content-Type-Options': 'nosniff' } })
  } finally {
    clearTimeout(timer)
  }
  if (upstream.status === 404 || upstream.status === 410) return notFound()
  if (![200, 206, 304].includes(upstream.status)) {
    await upstream.body?.cancel()
    return new Response('The media library is unavailable', { status: 502, headers: { 'X-Content-Type-Options': 'nosniff' } })
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
