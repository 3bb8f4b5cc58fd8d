import { EXTRA_WIDTHS, heightAt, IMAGE_FORMATS, IMAGE_WIDTHS, OWN_IMAGE, SMALLEST_WIDTH } from './widths'

/**
 * What the image endpoint (src/server/image-endpoint.ts) agrees to make: exactly the requests our
 * pages send, so the images a visitor can make the server compute and keep are bounded (issue 34,
 * point 7). Exact sizes, not signed URLs: the sizes follow from the source alone, so any instance,
 * any build and any page kept in a cache agree, with no key to configure, share or rotate.
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

/**
 * Why a page would never ask this of a source of this size (its header's), or undefined when one
 * does: no wider than the source (but the smallest width, which a narrower picture gets), and
 * exactly the height its own proportions give at that width.
 */
export function sizeProblem(ask: Pick<ImageAsk, 'width' | 'height'>, source: { readonly width?: number; readonly height?: number }): string | undefined {
  if (!source.width || !source.height) return 'not an image whose size can be read'
  if (ask.width > source.width && ask.width !== SMALLEST_WIDTH) return 'not a width this site uses'
  return ask.height === heightAt(ask.width, { width: source.width, height: source.height }) ? undefined : 'not a height this site uses'
}
