/**
 * The only image variants the site makes (src/images/responsive.ts asks for them; the image
 * endpoint, src/server/image-endpoint.ts, refuses anything else): the widths a screen needs, AVIF
 * and WebP.
 */
export const IMAGE_WIDTHS = [390, 640, 768, 1024, 1366, 1600] as const
/** Widths of particular pictures: the home banner's phone crop at 2x (774). */
export const EXTRA_WIDTHS = [774] as const
/** The one width a picture narrower than every width is offered at (the endpoint takes it past the source's own). */
export const SMALLEST_WIDTH = Math.min(...IMAGE_WIDTHS)
export const IMAGE_FORMATS = ['avif', 'webp'] as const
/** The images the endpoint makes variants of: the site's media, and the CMS's uploads (through our proxy). */
export const OWN_IMAGE = /^\/(media|wp-content\/uploads)\/[a-z0-9][a-z0-9._/-]*\.(webp|png|jpe?g|avif|gif)$/i
/**
 * The shape a post's featured image is drawn in (aspect-[3/2], src/components/blog/post-picture.tsx):
 * its width and height attributes when the CMS gives no size, in which case the page shows the
 * original rather than asking for variants at a shape that is not the picture's own.
 */
export const POST_PICTURE_SHAPE = { width: 1200, height: 800 } as const

/**
 * The height a page asks for at `width` of a picture of `size`: what Astro's srcset computes
 * (astro/dist/assets/services/service.js getSrcSet: Math.round(width / aspectRatio)). The pages
 * give astro:assets the picture's own size (src/images/responsive.ts), and the endpoint accepts
 * this height only, from the source's header, so the two cannot drift by a pixel.
 */
export const heightAt = (width: number, size: { readonly width: number; readonly height: number }) => Math.round(width / (size.width / size.height))
