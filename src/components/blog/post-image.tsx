import { getImageProps } from 'next/image'
import type { Post } from '@/content'
import { CARD_SIZES, type ImageView } from './post-picture'

/** A post's featured image through next/image, for the Next.js pages. */
export function nextPostPicture(image: NonNullable<Post['image']>, sizes: string): ImageView {
  const width = image.width ?? 1200
  const height = image.height ?? 800
  const { props } = getImageProps({ src: image.url, alt: image.alt, width, height, sizes })
  return { src: props.src, srcSet: props.srcSet, sizes, width, height, alt: image.alt }
}

/** A card's picture for the Next.js pages. */
export const nextCardPicture = (post: Post): ImageView | undefined => (post.image ? nextPostPicture(post.image, CARD_SIZES) : undefined)
