import sharp from 'sharp'
import type { ImageAsk } from './ask'

/**
 * One variant, made with sharp directly (issue 27: no private Astro module). The same steps as
 * Astro's sharp service made for our URLs, so the files are the same: turned upright from the
 * source's orientation, resized to exactly width x height (cover, never enlarged), encoded with
 * sharp's defaults for the format; an animated source stays animated.
 */
sharp.cache(false)

/** Larger sources are refused rather than decoded: 40 megapixels is a 7,700 x 5,200 photograph. */
export const MAX_SOURCE_PIXELS = 40_000_000

export async function makeVariant(source: Buffer, ask: Pick<ImageAsk, 'width' | 'height' | 'format'>): Promise<Buffer> {
  const image = sharp(source, { failOn: 'none', pages: -1, limitInputPixels: MAX_SOURCE_PIXELS })
    .rotate()
    .resize({ width: ask.width, height: ask.height, withoutEnlargement: true })
  return ask.format === 'avif' ? image.avif().toBuffer() : image.webp().toBuffer()
}
