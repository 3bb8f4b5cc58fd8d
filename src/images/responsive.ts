import { getImage } from 'astro:assets'
import { CARD_SIZES, type ImageView } from '@/components/blog/post-picture'
import type { PictureSource } from '@/components/layout/hero-picture'
import type { BannerPicture } from '@/components/sections/banner-slide'
import type { PictureFile, PictureView } from '@/components/ui/picture'
import type { Post } from '@/content/types'
import { IMAGE_FORMATS, IMAGE_WIDTHS, POST_PICTURE_SHAPE, SMALLEST_WIDTH } from './widths'

/**
 * Responsive images for the Astro pages, through astro:assets and sharp: each picture offered as
 * AVIF and WebP at the widths a screen needs, made on first request by the image endpoint and
 * kept (src/server/image-endpoint.ts). The widths are the only ones the endpoint will make.
 */
export { EXTRA_WIDTHS, IMAGE_FORMATS, IMAGE_WIDTHS } from './widths'

export interface ImageSize {
  readonly width: number
  readonly height: number
}

/**
 * `<source>`s (AVIF, then WebP) for a picture of this size at these display sizes. A picture
 * narrower than every width (a small portrait from WordPress) is offered at the smallest, the one
 * width the endpoint makes past a source's own: its own width is no size the endpoint makes.
 */
export async function pictureSources(src: string, size: ImageSize, sizes: string, widths: readonly number[] = IMAGE_WIDTHS): Promise<PictureSource[]> {
  const usable = widths.filter((width) => width <= size.width)
  return Promise.all(
    IMAGE_FORMATS.map(async (format) => {
      const image = await getImage({ src, width: size.width, height: size.height, widths: usable.length ? usable : [SMALLEST_WIDTH], sizes, format })
      return { type: `image/${format}`, srcSet: image.srcSet.attribute, sizes }
    }),
  )
}

/** Hero artwork's sources by file: the same few files on every page, searches included (issue 34, point 6). */
const heroArt = new Map<string, Promise<readonly PictureSource[]>>()

/**
 * The artwork beside a page's title (src/components/layout/hero-picture.tsx): 1600×600, shown only
 * from 768 px up, two thirds wide, so never in a slot under 512 px: no 390 px variant. Made once per
 * process and file (the sources depend on nothing else); a failure is not kept, so the next render asks again.
 */
export function heroArtSources(src: string): Promise<readonly PictureSource[]> {
  let sources = heroArt.get(src)
  if (!sources) {
    sources = pictureSources(src, { width: 1600, height: 600 }, '66vw', IMAGE_WIDTHS.filter((width) => width >= 640)).then((made) => Object.freeze(made))
    sources.catch(() => heroArt.delete(src))
    heroArt.set(src, sources)
  }
  return sources
}

/**
 * A post's featured image (drawn at 3:2), in the formats and widths the endpoint makes, asked in the
 * picture's own proportions (its size from the CMS's media details, or the embedded post's): the
 * endpoint checks each height against the source's header. When the CMS gives no size, the page
 * shows the original (through the media proxy) rather than ask for a shape that is not its own.
 */
export async function postPicture(image: { url: string; alt: string; width?: number; height?: number }, sizes: string): Promise<ImageView> {
  const { width, height } = image
  if (!width || !height) return { src: image.url, ...POST_PICTURE_SHAPE, alt: image.alt }
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate <= width)
  // The `src` (for a browser without srcset) at a width the endpoint makes, not the picture's own
  // (1200 for a local post, anything for a CMS one), which it refuses.
  const fallback = widths.at(-1) ?? IMAGE_WIDTHS[0]
  // The picture's own size, so that every height in the set is heightAt's (./widths.ts).
  const made = await getImage({ src: image.url, width, height, widths: widths.length ? widths : [fallback], sizes, format: 'webp' })
  const src = made.srcSet.values.find((value) => value.transform.width === fallback)?.url ?? made.src
  return { src, srcSet: made.srcSet.attribute, sizes, width, height, alt: image.alt }
}

/** The card pictures of a list of posts, made together; the list asks for each post's by `pictureOf`. */
export async function cardPictures(posts: readonly Post[]): Promise<(post: Post) => ImageView | undefined> {
  const made = await Promise.all(posts.map(async (post) => [post.slug, post.image && (await postPicture(post.image, CARD_SIZES))] as const))
  const bySlug = new Map(made)
  return (post) => bySlug.get(post.slug) ?? undefined
}

/** The homepage banner's slide pictures: the wide one from 768 px up, the 387x312 crop (drawn at 2x) below. */
export async function bannerPicture(image: string): Promise<BannerPicture> {
  const [wide, small] = await Promise.all([
    pictureSources(`/media/banner/${image}.webp`, { width: 1600, height: 640 }, '100vw'),
    pictureSources(`/media/banner/${image}-small.webp`, { width: 774, height: 624 }, '100vw', [390, 774]),
  ])
  const fallback = await getImage({ src: `/media/banner/${image}-small.webp`, width: 774, height: 624, format: 'webp' })
  return { sources: [...wide.map((source) => ({ ...source, media: '(min-width: 768px)' })), ...small], src: fallback.src }
}

/** A picture in AVIF and WebP at the widths it needs for these display sizes; its own file is the fallback. */
export async function responsivePicture(file: PictureFile, sizes: string): Promise<PictureView> {
  const { src, alt, width, height } = file
  return { sources: await pictureSources(src, { width, height }, sizes), img: { src, alt, width, height } }
}
