/** A picture the page has made ready: the largest source, its responsive set, and what it shows. */
export interface ImageView {
  readonly src: string
  readonly srcSet?: string
  readonly sizes?: string
  readonly width: number
  readonly height: number
  readonly alt: string
}

/**
 * How soon the picture loads: 'preload' for a post's own image (the page's largest element, named
 * in the head), 'eager' for the first card of a list (high priority; which card is largest depends
 * on the viewport, so no preload), 'lazy' for the rest.
 */
export type ImageUrgency = 'preload' | 'eager' | 'lazy'

/** A post's featured image at 3:2, as the page made it (astro:assets). */
export function PostPicture({ picture, urgency, className = '' }: { picture: ImageView; urgency: ImageUrgency; className?: string }) {
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={urgency === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={urgency === 'lazy' ? undefined : 'high'}
      decoding="async"
      className={`aspect-[3/2] w-full object-cover ${className}`.trim()}
    />
  )
}

/** The display sizes of a card's and an article's picture. */
export const CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 768px) 33vw, 100vw'
export const ARTICLE_SIZES = '(min-width: 1024px) 46rem, 100vw'
