import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIRoute } from 'astro'
import sharp from 'sharp'
import { handleImageRequest } from 'astro/assets/endpoint/shared'
import { env } from '@/env'
import { imageAsk, keepsProportions } from '@/images/ask'
import { isInlineMedia, upstreamUrl } from '@/lib/media-proxy'

/**
 * The image endpoint (/_image, astro.config.mjs `image.endpoint`): Astro's own transform (sharp)
 * behind two rules of ours.
 * - Only what our pages ask for is made: `href`, `w`, `h` and `f`, each once; a width from
 *   src/images/widths.ts, AVIF or WebP, from the site's media (/media/…) or the CMS's
 *   (/wp-content/uploads/…), and a height that keeps the source's proportions (or a post
 *   picture's 3:2, which the page draws when the CMS gives no size). Anything else is refused, so
 *   the set of images the server can be made to compute — and to keep — is bounded.
 * - Each one is made once and kept on disk (DATA_DIR/image-cache), so a transform is not made
 *   again on every request, or after a restart; browsers keep it for a year.
 */

/** The client folder of this build (dist/client), beside the server folder this module is bundled into. */
function clientDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (path.basename(dir) !== 'server' && path.dirname(dir) !== dir) dir = path.dirname(dir)
  return path.join(path.dirname(dir), 'client')
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

const refused = (why: string) => new Response(`Invalid image request: ${why}`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })

export const GET: APIRoute = async ({ request, url, logger }) => {
  const ask = imageAsk(url)
  if (typeof ask === 'string') return refused(ask)
  // Named by what was asked, in one order: the same image asked differently is one file.
  const name = createHash('sha256').update(JSON.stringify([ask.href, ask.width, ask.height, ask.format])).digest('hex')
  const file = path.join(cacheDir(), `${name}.${ask.format}`)
  const type = `image/${ask.format}`
  const kept = await readFile(file).catch(() => null)
  if (kept) return new Response(kept, { headers: headersFor(type) })
  const source = await loadSource(ask.href)
  if (source.kind === 'loaded' && !keepsProportions(ask, await sharp(source.buffer).metadata().catch(() => ({})))) return refused('not a height this site uses')
  const made = await handleImageRequest({ request, loadLocalImage: async () => source, logger })
  if (!made.ok) return made
  const bytes = Buffer.from(await made.arrayBuffer())
  // Written beside, then renamed: a reader never sees half a file. A folder that cannot be
  // written costs the copy, not the answer.
  const partial = `${file}.${process.pid}.part`
  await mkdir(cacheDir(), { recursive: true, mode: 0o700 })
    .then(() => writeFile(partial, bytes, { mode: 0o600 }))
    .then(() => rename(partial, file))
    .catch(() => undefined)
  return new Response(bytes, { headers: headersFor(type) })
}
