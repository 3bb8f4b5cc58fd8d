import { MIMEType } from 'node:util'

/**
 * A post's Content-Type read as the framework will read it (issue 34, point 1). The body is parsed
 * by undici (`Request.formData()`), which reads the type with the WHATWG MIME type parser:
 * parameters split on `;`, names lower-cased and matched whole, the first of a name kept. Node's
 * `util.MIMEType` is the same algorithm, so the boundary read here is the boundary undici parses by.
 * A hand-written regex took the first `boundary=` anywhere (`xboundary=Z; boundary=B` gave `Z`), so
 * the parts were counted by one delimiter and parsed by another.
 *
 * A multipart form post is refused unless its type is plain: `boundary` once and not empty, and at
 * most a `charset` beside it. What browsers send is exactly that; anything else is not our form.
 */
export type BodyType =
  | { readonly kind: 'multipart'; readonly boundary: string }
  | { readonly kind: 'urlencoded' }
  | { readonly kind: 'other' }
  | { readonly kind: 'refused' }

const ALLOWED_MULTIPART_PARAMETERS = new Set(['boundary', 'charset'])

/**
 * The parameter names as written, lower-cased, each once per occurrence: the WHATWG parser keeps
 * only the first of a name, so a second one has to be seen here. A quoted value may hold `;`.
 */
function parameterNames(header: string): string[] {
  const names: string[] = []
  let at = header.indexOf(';')
  while (at !== -1 && at < header.length) {
    const equals = header.indexOf('=', at + 1)
    const semicolon = header.indexOf(';', at + 1)
    const end = semicolon === -1 ? header.length : semicolon
    if (equals === -1 || equals > end) {
      // A name without a value: the parser ignores it, so do we, unless it is a name we read.
      names.push(header.slice(at + 1, end).trim().toLowerCase())
      at = semicolon
      continue
    }
    names.push(header.slice(at + 1, equals).trim().toLowerCase())
    let cursor = equals + 1
    while (header[cursor] === ' ' || header[cursor] === '\t') cursor += 1
    if (header[cursor] === '"') {
      cursor += 1
      while (cursor < header.length && header[cursor] !== '"') cursor += header[cursor] === '\\' ? 2 : 1
    }
    at = header.indexOf(';', cursor)
  }
  return names.filter((name) => name !== '')
}

/** What kind of body the header announces; a multipart type that is not plain is `refused`. */
export function readBodyType(header: string | undefined): BodyType {
  if (header === undefined || header.trim() === '') return { kind: 'other' }
  let mime: MIMEType
  try {
    mime = new MIMEType(header)
  } catch {
    // Not a MIME type at all: undici would not parse it as a form either.
    return /multipart/i.test(header) ? { kind: 'refused' } : { kind: 'other' }
  }
  if (mime.essence === 'application/x-www-form-urlencoded') return { kind: 'urlencoded' }
  if (mime.type !== 'multipart') return { kind: 'other' }
  if (mime.essence !== 'multipart/form-data') return { kind: 'refused' }
  const names = parameterNames(header)
  if (names.some((name) => !ALLOWED_MULTIPART_PARAMETERS.has(name))) return { kind: 'refused' }
  if (names.filter((name) => name === 'boundary').length !== 1 || names.filter((name) => name === 'charset').length > 1) return { kind: 'refused' }
  const boundary = mime.params.get('boundary')
  return boundary ? { kind: 'multipart', boundary } : { kind: 'refused' }
}
