/**
 * The only image variants the site makes (src/images/responsive.ts asks for them; the image
 * endpoint, src/server/image-endpoint.ts, refuses anything else): the widths a screen needs, AVIF
 * and WebP.
 */
export const IMAGE_WIDTHS = [390, 640, 768, 1024, 1366, 1600] as const
/** Widths of particular pictures: the home banner's phone crop at 2x (774). */
export const EXTRA_WIDTHS = [774] as const
export const IMAGE_FORMATS = ['avif', 'webp'] as const
/** The images the endpoint makes variants of: the site's media, and the CMS's uploads (through our proxy). */
export const OWN_IMAGE = /^\/(media|wp-content\/uploads)\/[a-z0-9][a-z0-9._/-]*\.(webp|png|jpe?g|avif|gif)$/i
/** A post's featured image when the CMS gives no size: drawn at 3:2 (src/images/responsive.ts). */
export const POST_PICTURE_FALLBACK = { width: 1200, height: 800 } as const
/**
 * The only sources a page asks for at that 3:2 whatever their own proportions: post pictures. A
 * CMS post's featured image (src/content/wordpress/map.ts, under /wp-content/uploads) when the
 * CMS gives no size, and a local post's (src/content/local/index.ts draws every one at 1200x800;
 * content/posts keeps them under /media/blog). Every other image is asked in its own proportions.
 */
export const POST_PICTURE_SOURCE = /^\/(media\/blog|wp-content\/uploads)\//
