import { EXTRA_WIDTHS, IMAGE_FORMATS, IMAGE_WIDTHS, OWN_IMAGE, POST_PICTURE_FALLBACK, POST_PICTURE_SOURCE } from './widths'

/**
 * What the image endpoint (src/server/image-endpoint.ts) agrees to make: exactly the requests our
 * pages send, so the images a visitor can make the server compute and keep are bounded.
 */
const ALLOWED_WIDTHS = new Set<number>([...IMAGE_WIDTHS, ...EXTRA_WIDTHS])
const ALLOWED_FORMATS = new Set<string>(IMAGE_FORMATS)
const PARAMETERS = ['href', 'w', 'h', 'f'] as const

/** What an image request asks for, once checked: the only parameters our pages send. */
export interface ImageAsk {
  readonly href: string
  readonly width: number
  readonly height: number
  readonly format: (typeof IMAGE_FORMATS)[number]
}

/** The request as our pages make it, or why it is refused. */
export function imageAsk(url: URL): ImageAsk | string {
  const keys = [...url.searchParams.keys()]
  if (keys.length !== PARAMETERS.length || PARAMETERS.some((key) => url.searchParams.getAll(key).length !== 1)) return 'unexpected parameters'
  const href = url.searchParams.get('href') ?? ''
  if (!OWN_IMAGE.test(href) || href.includes('..')) return 'not an image of this site'
  const width = Number(url.searchParams.get('w'))
  if (!ALLOWED_WIDTHS.has(width)) return 'not a width this site uses'
  const height = Number(url.searchParams.get('h'))
  if (!Number.isInteger(height) || height < 1 || height > width * 4) return 'not a height this site uses'
  const format = url.searchParams.get('f') ?? ''
  if (!ALLOWED_FORMATS.has(format)) return 'not a format this site uses'
  return { href, width, height, format: format as ImageAsk['format'] }
}

/** Within ±1 px of `width` at this ratio (height / width): the rounding a page's srcset makes. */
const near = (ask: Pick<ImageAsk, 'width' | 'height'>, ratio: number) => Math.abs(ask.height - ask.width * ratio) <= 1

/**
 * True when the ask is a post picture's fallback 3:2, which pages ask of post pictures only
 * (POST_PICTURE_SOURCE): accepted without knowing the source, so such an ask reads nothing first.
 */
export function isPostPictureFallback(ask: Pick<ImageAsk, 'href' | 'width' | 'height'>): boolean {
  return POST_PICTURE_SOURCE.test(ask.href) && near(ask, POST_PICTURE_FALLBACK.height / POST_PICTURE_FALLBACK.width)
}

/**
 * True when `height` is one a page asks for at `width`: the source's proportions (its size as its
 * header gives it), or, for a post picture only, the fallback 3:2 (±1 px of rounding).
 */
export function keepsProportions(ask: Pick<ImageAsk, 'href' | 'width' | 'height'>, source: { width?: number; height?: number }): boolean {
  return (source.width && source.height ? near(ask, source.height / source.width) : false) || isPostPictureFallback(ask)
}
