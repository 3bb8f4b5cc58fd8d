import { createHash } from 'node:crypto'
import { createLogger } from '@/lib/log'
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit'
import { type ImageAsk, imageAsk, sizeProblem } from './ask'
import { createDiskCache, type DiskCache } from './disk-cache'
import { createImageSources, type SourceOptions } from './sources'
import { makeVariant } from './transform'
import { createWorkshop, type WorkshopOptions } from './workshop'

/**
 * What the image endpoint (src/server/image-endpoint.ts) answers: our pages' variants, made with
 * sharp (./transform.ts) behind our own rules.
 * - Only what our pages ask for is made (./ask.ts): a width they use, at exactly the height the
 *   source's own proportions give, read from its header before the source is read (./sources.ts),
 *   so a refused ask never downloads a CMS image. A CMS source is read capped in size and time,
 *   and one WordPress does not have is remembered for a minute.
 * - Each visitor may have a few new variants made a minute (issue 34, point 7); past that, their
 *   browser is sent to the original image, which costs no transform.
 * - Identical asks in flight share one transform, made a few at a time, the rest waiting in a
 *   bounded queue or answered 503 with Retry-After (./workshop.ts).
 * - Each variant is kept on disk (`cacheDir`, capped, least recently used deleted first:
 *   ./disk-cache.ts), so it is not made again on every request, or after a restart; browsers keep
 *   it for a year.
 */
export interface ImageHandlerOptions extends SourceOptions, WorkshopOptions {
  /** Where made variants are kept (DATA_DIR/image-cache). */
  readonly cacheDir: string
  /** The most bytes kept there (IMAGE_CACHE_MAX_MB). */
  readonly cacheMaxBytes?: number
  /** New variants each visitor may have made per window (NEW_VARIANTS_PER_MINUTE by default). */
  readonly newVariants?: RateLimiter
  /** The transform; tests count its calls. */
  readonly transform?: typeof makeVariant
}

/** New variants one visitor may cause a minute: a first visit to a page whose pictures nobody asked for yet is well within it. */
export const NEW_VARIANTS_PER_MINUTE = 24

type Made = { readonly kind: 'made'; readonly bytes: Uint8Array<ArrayBuffer> } | { readonly kind: 'not-found' | 'too-large' | 'failed' | 'unusable' }

const log = createLogger('image')
const headersFor = (type: string) => ({ 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' })
const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...extra } })
const refused = (why: string) => plain(400, `Invalid image request: ${why}`)
/**
 * The original, where the site serves it already (public/media, or the media proxy), for a
 * visitor past their budget: a picture still shows, larger. Not kept by the browser, so the
 * variant is asked for again on a later visit.
 */
const original = (href: string) => new Response(null, { status: 307, headers: { location: href, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } })

const ANSWERS: Record<Exclude<Made['kind'], 'made'>, () => Response> = {
  'not-found': () => plain(404, 'Not found'),
  'too-large': () => plain(502, 'The source image is too large'),
  failed: () => plain(502, 'The media library is unavailable'),
  unusable: () => plain(500, 'The image could not be made'),
}

/** Seconds a refused client should wait: about what the queue in front of it takes. */
const RETRY_AFTER_SECONDS = '5'

export function createImageHandler(options: ImageHandlerOptions): (url: URL, visitor: string) => Promise<Response> {
  const { transform = makeVariant, newVariants = createRateLimiter(NEW_VARIANTS_PER_MINUTE) } = options
  const sources = createImageSources(options)
  const workshop = createWorkshop<Made>(options)
  const cache: DiskCache = createDiskCache(options.cacheDir, options.cacheMaxBytes)

  /** Reads the source, makes the variant and keeps it. Runs in the workshop: once per ask in flight. */
  async function makeAndKeep(ask: ImageAsk, name: string): Promise<Made> {
    // Made and kept by a job that finished just before this one was queued.
    const kept = await cache.read(name)
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
    await cache.write(name, bytes)
    return { kind: 'made', bytes }
  }

  return async (url, visitor) => {
    const ask = imageAsk(url)
    if (typeof ask === 'string') return refused(ask)
    // Named by what was asked, in one order: the same image asked differently is one file.
    const name = `${createHash('sha256').update(JSON.stringify([ask.href, ask.width, ask.height, ask.format])).digest('hex')}.${ask.format}`
    const type = `image/${ask.format}`
    const kept = await cache.read(name)
    if (kept) return new Response(kept, { headers: headersFor(type) })
    // The height before the source, from its header.
    const size = await sources.size(ask.href)
    if (size.kind !== 'size') return ANSWERS[size.kind]()
    const problem = sizeProblem(ask, size)
    if (problem) return refused(problem)
    // Every ask that finds no kept variant counts, one being made for someone else included: a
    // browser asks once for each, and counting only the first would need a lock around the reads.
    if (!(await newVariants.take(visitor))) return original(ask.href)
    const made = workshop.make(name, () => makeAndKeep(ask, name))
    if (!made) return plain(503, 'Busy making images: try again shortly', { 'retry-after': RETRY_AFTER_SECONDS })
    const result = await made
    return result.kind === 'made' ? new Response(result.bytes, { headers: headersFor(type) }) : ANSWERS[result.kind]()
  }
}
