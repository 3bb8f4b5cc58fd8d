import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIRoute } from 'astro'
import { handleImageRequest } from 'astro/assets/endpoint/shared'
import { env } from '@/env'
import { EXTRA_WIDTHS, IMAGE_FORMATS, IMAGE_WIDTHS, OWN_IMAGE } from '@/images/widths'
import { isInlineMedia, upstreamUrl } from '@/lib/media-proxy'

/**
 * The image endpoint (/_image, astro.config.mjs `image.endpoint`): Astro's own transform (sharp)
 * behind two rules of ours.
 * - Only what our pages ask for is made: a width from src/images/widths.ts, AVIF or WebP, from the
 *   site's media (/media/…) or the CMS's (/wp-content/uploads/…). Anything else is refused, so
 *   the set of images the server can be made to compute — and to keep — is bounded.
 * - Each one is made once and kept on disk (DATA_DIR/image-cache), so a transform is not made
 *   again on every request, or after a restart; browsers keep it for a year.
 */
const ALLOWED_WIDTHS = new Set<number>([...IMAGE_WIDTHS, ...EXTRA_WIDTHS])
const ALLOWED_FORMATS = new Set<string>(IMAGE_FORMATS)

/** The client folder of this build (dist/client), beside the server folder this module is bundled into. */
function clientDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (path.basename(dir) !== 'server' && path.dirname(dir) !== dir) dir = path.dirname(dir)
  return path.join(path.dirname(dir), 'client')
}

/** Why this request is refused, or null when it is one our pages make. */
export function refusal(url: URL): string | null {
  const href = url.searchParams.get('href') ?? ''
  if (!OWN_IMAGE.test(href) || href.includes('..')) return 'not an image of this site'
  const width = Number(url.searchParams.get('w'))
  if (!ALLOWED_WIDTHS.has(width)) return 'not a width this site uses'
  if (!ALLOWED_FORMATS.has(url.searchParams.get('f') ?? '')) return 'not a format this site uses'
  const known = new Set(['href', 'w', 'h', 'f', 'q', 'fit', 'position'])
  if ([...url.searchParams.keys()].some((key) => !known.has(key))) return 'unexpected parameters'
  return null
}

async function loadSource(src: string) {
  if (src.startsWith('/media/')) {
    const file = path.join(clientDir(), src)
    if (!file.startsWith(clientDir() + path.sep)) return { kind: 'invalid-path' as const }
    try {
      return { kind: 'loaded' as const, buffer: await readFile(file) }
    } catch {
      return { kind: 'not-found' as const }
    }
  }
  const upstream = env.CMS_URL ? upstreamUrl(env.CMS_URL, src.replace(/^\/wp-content\/uploads\//, '').split('/')) : undefined
  if (!upstream) return { kind: 'not-found' as const }
  try {
    const response = await fetch(upstream, { signal: AbortSignal.timeout(10_000), redirect: 'manual' })
    if (!response.ok || !isInlineMedia(response.headers.get('content-type'))) return { kind: 'not-found' as const }
    return { kind: 'loaded' as const, buffer: Buffer.from(await response.arrayBuffer()) }
  } catch {
    return { kind: 'failed' as const }
  }
}

const cacheDir = () => path.join(path.resolve(env.DATA_DIR), 'image-cache')
const headersFor = (type: string) => ({ 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' })

export const GET: APIRoute = async ({ request, url, logger }) => {
  const why = refusal(url)
  if (why) return new Response(`Invalid image request: ${why}`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const format = url.searchParams.get('f') as (typeof IMAGE_FORMATS)[number]
  const file = path.join(cacheDir(), `${createHash('sha256').update(url.search).digest('hex')}.${format}`)
  const type = `image/${format}`
  const kept = await readFile(file).catch(() => null)
  if (kept) return new Response(kept, { headers: headersFor(type) })
  const made = await handleImageRequest({ request, loadLocalImage: (src) => loadSource(src), logger })
  if (!made.ok) return made
  const bytes = Buffer.from(await made.arrayBuffer())
  // Written beside, then renamed: a reader never sees half a file.
  await mkdir(cacheDir(), { recursive: true, mode: 0o700 })
  const partial = `${file}.${process.pid}.part`
  await writeFile(partial, bytes, { mode: 0o600 }).then(() => rename(partial, file)).catch(() => undefined)
  return new Response(bytes, { headers: headersFor(type) })
}
