import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * A kept page's bytes as the route cache serves them (src/cache/route-provider.ts): compressed
 * once, when first stored, in the two encodings browsers ask for, and shared by every path whose
 * page has the same bytes (every invented URL's 404 is the same page: kept and compressed once).
 */
export interface Bodies {
  readonly body: Buffer
  readonly brotli: Buffer
  readonly gzip: Buffer
}

/** Identifies a body by its bytes, so identical pages share one copy. */
export const bodyHash = (body: Buffer) => createHash('sha256').update(body).digest('base64url')

export function compress(body: Buffer): Bodies {
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
  return { body, brotli, gzip: gzipSync(body, { level: 9 }) }
}

export const bodiesBytes = (bodies: Bodies) => bodies.body.byteLength + bodies.brotli.byteLength + bodies.gzip.byteLength

/** The encoding to answer in: brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return [name, q ? Number(q.slice(2)) : 1] as const
    }),
  )
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (wants('br')) return 'br'
  if (wants('gzip')) return 'gzip'
  return null
}

/** A page ready to write to the socket as it is: Node's headers, with its length, and its bytes. */
export interface WirePage {
  readonly status: number
  readonly headers: Record<string, string | number>
  readonly body: Buffer
}

export interface StoredHead {
  readonly status: number
  readonly headers: ReadonlyArray<readonly [string, string]>
}

export function wire(head: StoredHead, bodies: Bodies, encoding: 'br' | 'gzip' | null, state: 'HIT' | 'STALE' = 'HIT'): WirePage {
  const body = encoding === 'br' ? bodies.brotli : encoding === 'gzip' ? bodies.gzip : bodies.body
  const headers: Record<string, string | number> = {}
  for (const [name, value] of head.headers) headers[name] = name.toLowerCase() === 'vary' ? `${value}, Accept-Encoding` : value
  if (!('vary' in headers) && !('Vary' in headers)) headers.Vary = 'Accept-Encoding'
  headers['X-Astro-Cache'] = state
  headers['Content-Length'] = body.byteLength
  if (encoding) headers['Content-Encoding'] = encoding
  return { status: head.status, headers, body }
}

/** The same page as a Response, for Astro's cache provider. */
export function replay(head: StoredHead, bodies: Bodies, state: 'HIT' | 'STALE', request: Request): Response {
  const page = wire(head, bodies, pickEncoding(request.headers.get('accept-encoding')), state)
  const headers = new Headers(Object.entries(page.headers).map(([name, value]): [string, string] => [name, String(value)]))
  return new Response(new Uint8Array(page.body), { status: page.status, headers })
}
