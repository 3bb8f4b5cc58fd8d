import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { imageSize } from 'image-size'
import { imageSizeFromFile } from 'image-size/fromFile'
import { isInlineMedia, type MissCache, processMisses, upstreamUrl } from '@/lib/media-proxy'
import { readUpTo } from './read-capped'

/**
 * Where the image endpoint's sources come from: the site's media (the build's client folder) and
 * the CMS's uploads (WordPress, as the media proxy reaches it). Two reads, so that a height that
 * will be refused costs no more than a source's header (issue 27, point 2):
 * - `size`: the source's width and height from its header only (a file's first bytes, or a CMS
 *   download cancelled as soon as its header is read, HEADER_BYTES at most), remembered per source;
 * - `load`: the whole source, for a transform already accepted, a CMS one capped in size and time.
 */
export type SourceSize = { readonly kind: 'size'; readonly width?: number; readonly height?: number } | { readonly kind: 'not-found' } | { readonly kind: 'failed' }
export type Source = { readonly kind: 'loaded'; readonly buffer: Buffer } | { readonly kind: 'not-found' } | { readonly kind: 'too-large' } | { readonly kind: 'failed' }

export interface SourceOptions {
  /** The build's client folder: /media/… lives under it. */
  readonly clientDir: string
  /** WordPress's REST base (CMS_URL), when the site has a CMS. */
  readonly cmsUrl?: string
  /** The largest CMS source read in full (bytes). */
  readonly maxBytes?: number
  /** The longest a CMS download may take, headers and body (ms). */
  readonly timeoutMs?: number
  readonly fetch?: typeof fetch
  /** CMS uploads WordPress answered 404 or 410 for, remembered a minute (the media proxy's, by default). */
  readonly misses?: MissCache
}

/** image-size finds every format's size within its first 512 KiB (what its fromFile reads). */
export const HEADER_BYTES = 512 * 1024
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024
const TIMEOUT_MS = 15_000
/** Sizes remembered: far more than the site's images, few enough to stay small. */
const REMEMBERED = 2_000

/** The width and height an image's first bytes give, or undefined while they are not enough. */
function sizeOf(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes)
    return width && height ? { width, height } : undefined
  } catch {
    return undefined
  }
}

export interface ImageSources {
  size(href: string): Promise<SourceSize>
  load(href: string): Promise<Source>
}

export function createImageSources(options: SourceOptions): ImageSources {
  const { clientDir, cmsUrl, maxBytes = MAX_SOURCE_BYTES, timeoutMs = TIMEOUT_MS, fetch: get = fetch, misses = processMisses } = options
  const sizes = new Map<string, Promise<SourceSize>>()

  const localFile = (href: string) => {
    const file = path.join(clientDir, href)
    return file.startsWith(clientDir + path.sep) ? file : undefined
  }

  /**
   * The CMS's answer for a source, or why there is none. No redirect is followed. A source
   * WordPress does not have is remembered for a minute (issue 34, point 7): asking again for it
   * costs WordPress nothing meanwhile.
   */
  async function download(href: string, headers?: HeadersInit): Promise<Response | Exclude<Source, { kind: 'loaded' }>> {
    const url = cmsUrl ? upstreamUrl(cmsUrl, href.replace(/^\/wp-content\/uploads\//, '').split('/')) : undefined
    if (!url || misses.has(url.href)) return { kind: 'not-found' }
    try {
      const response = await get(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual', cache: 'no-store' })
      if (response.ok && isInlineMedia(response.headers.get('content-type'))) return response
      await response.body?.cancel().catch(() => undefined)
      if (response.status === 404 || response.status === 410) misses.add(url.href)
      return { kind: 'not-found' }
    } catch {
      return { kind: 'failed' }
    }
  }

  async function readSize(href: string): Promise<SourceSize> {
    if (href.startsWith('/media/')) {
      const file = localFile(href)
      if (!file) return { kind: 'not-found' }
      return imageSizeFromFile(file).then(
        ({ width, height }) => ({ kind: 'size', width, height }),
        (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' || error.code === 'EISDIR' ? { kind: 'not-found' } : { kind: 'size' }),
      )
    }
    // The header only: WordPress's server answers the range with 206, or the whole file with 200,
    // which is cancelled once the header is read either way.
    const response = await download(href, { range: `bytes=0-${HEADER_BYTES - 1}` })
    if (!(response instanceof Response)) return response.kind === 'too-large' ? { kind: 'failed' } : response
    try {
      // Read until image-size can tell (a few KiB for most files), HEADER_BYTES at most.
      const { bytes } = await readUpTo(response.body, HEADER_BYTES, (sofar) => sizeOf(sofar) !== undefined)
      // A header image-size cannot read gives no size: no variant of it is made then.
      return { kind: 'size', ...sizeOf(bytes) }
    } catch {
      return { kind: 'failed' }
    }
  }

  return {
    size(href) {
      const known = sizes.get(href)
      if (known) return known
      const reading = readSize(href)
      if (sizes.size >= REMEMBERED) sizes.delete(sizes.keys().next().value ?? '')
      sizes.set(href, reading)
      // Only a size is remembered: a missing or unreachable source may be there next time.
      void reading.then((size) => size.kind !== 'size' && sizes.get(href) === reading && sizes.delete(href))
      return reading
    },

    async load(href) {
      if (href.startsWith('/media/')) {
        const file = localFile(href)
        return file ? readFile(file).then((buffer) => ({ kind: 'loaded' as const, buffer }), () => ({ kind: 'not-found' as const })) : { kind: 'not-found' }
      }
      const response = await download(href)
      if (!(response instanceof Response)) return response
      if (Number(response.headers.get('content-length') ?? '0') > maxBytes) {
        await response.body?.cancel().catch(() => undefined)
        return { kind: 'too-large' }
      }
      try {
        const { bytes, complete } = await readUpTo(response.body, maxBytes)
        return complete ? { kind: 'loaded', buffer: bytes } : { kind: 'too-large' }
      } catch {
        return { kind: 'failed' }
      }
    },
  }
}
