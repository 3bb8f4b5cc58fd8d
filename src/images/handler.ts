import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createLogger } from '@/lib/log'
import { type ImageAsk, imageAsk, isPostPictureFallback, keepsProportions } from './ask'
import { createImageSources, type SourceOptions } from './sources'
import { makeVariant } from './transform'
import { createWorkshop, type WorkshopOptions } from './workshop'

/**
 * What the image endpoint (src/server/image-endpoint.ts) answers: our pages' variants, made with
 * sharp (./transform.ts) behind our own rules.
 * - Only what our pages ask for is made (./ask.ts), so the set of images the server can be made
 *   to compute — and to keep — is bounded.
 * - The height is checked against the source's header before the source is read (./sources.ts),
 *   so a refused height never downloads a CMS image; a CMS source is read capped in size and time.
 * - Identical asks in flight share one transform, made a few at a time, the rest waiting in a
 *   bounded queue or answered 503 with Retry-After (./workshop.ts).
 * - Each variant is kept on disk (`cacheDir`), so it is not made again on every request, or
 *   after a restart; browsers keep it for a year.
 */
export interface ImageHandlerOptions extends SourceOptions, WorkshopOptions {
  /** Where made variants are kept (DATA_DIR/image-cache). */
  readonly cacheDir: string
  /** The transform; tests count its calls. */
  readonly transform?: typeof makeVariant
}

type Made = { readonly kind: 'made'; readonly bytes: Uint8Array<ArrayBuffer> } | { readonly kind: 'not-found' | 'too-large' | 'failed' | 'unusable' }

const log = createLogger('image')
const headersFor = (type: string) => ({ 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' })
const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...extra } })
const refused = (why: string) => plain(400, `Invalid image request: ${why}`)

const ANSWERS: Record<Exclude<Made['kind'], 'made'>, () => Response> = {
  'not-found': () => plain(404, 'Not found'),
  'too-large': () => plain(502, 'The source image is too large'),
  failed: () => plain(502, 'The media library is unavailable'),
  unusable: () => plain(500, 'The image could not be made'),
}

/** Seconds a refused client should wait: about what the queue in front of it takes. */
const RETRY_AFTER_SECONDS = '5'

export function createImageHandler(options: ImageHandlerOptions): (url: URL) => Promise<Response> {
  const { cacheDir, transform = makeVariant } = options
  const sources = createImageSources(options)
  const workshop = createWorkshop<Made>(options)

  /** Reads the source, makes the variant and keeps it. Runs in the workshop: once per ask in flight. */
  async function makeAndKeep(ask: ImageAsk, file: string): Promise<Made> {
    // Made and kept by a job that finished just before this one was queued.
    const kept = await readFile(file).catch(() => null)
    if (kept) return { kind: 'made', bytes: kept }
    const source = await sources.load(ask.href)
    if (source.kind !== 'loaded') return source
    let bytes: Uint8Array<ArrayBuffer>
    try {
      // A copy in a plain ArrayBuffer, as a Response body must be (sharp's type allows a shared one).
      bytes = new Uint8Array(await transform(source.buffer, ask))
    } catch (error) {
      log.warn('transform failed', { kind: ask.format, error })
      return { kind: 'unusable' }
    }
    // Written beside, then renamed: a reader never sees half a file. A folder that cannot be
    // written costs the copy, not the answer.
    const partial = `${file}.${process.pid}.part`
    await mkdir(cacheDir, { recursive: true, mode: 0o700 })
      .then(() => writeFile(partial, bytes, { mode: 0o600 }))
      .then(() => rename(partial, file))
      .catch(() => undefined)
    return { kind: 'made', bytes }
  }

  return async (url) => {
    const ask = imageAsk(url)
    if (typeof ask === 'string') return refused(ask)
    // Named by what was asked, in one order: the same image asked differently is one file.
    const name = createHash('sha256').update(JSON.stringify([ask.href, ask.width, ask.height, ask.format])).digest('hex')
    const file = path.join(cacheDir, `${name}.${ask.format}`)
    const type = `image/${ask.format}`
    const kept = await readFile(file).catch(() => null)
    if (kept) return new Response(kept, { headers: headersFor(type) })
    // The height before the source: a post picture's 3:2 needs no size; any other, the header's.
    if (!isPostPictureFallback(ask)) {
      const size = await sources.size(ask.href)
      if (size.kind !== 'size') return ANSWERS[size.kind]()
      if (!keepsProportions(ask, size)) return refused('not a height this site uses')
    }
    const made = workshop.make(name, () => makeAndKeep(ask, file))
    if (!made) return plain(503, 'Busy making images: try again shortly', { 'retry-after': RETRY_AFTER_SECONDS })
    const result = await made
    return result.kind === 'made' ? new Response(result.bytes, { headers: headersFor(type) }) : ANSWERS[result.kind]()
  }
}
