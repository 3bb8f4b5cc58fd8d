import Image from 'next/image'
import type { Post } from '@/content'

/**
 * How soon the picture loads: 'preload' for a post's own image (named in the document head, as
 * the page's largest element), 'eager' for the first card of a list (high priority; which card is
 * largest depends on the viewport, so no preload), 'lazy' for the rest.
 */
export type ImageUrgency = 'preload' | 'eager' | 'lazy'

/** A post's featured image at 3:2. */
export function PostImage({ image, sizes, urgency, className = '' }: { image: NonNullable<Post['image']>; sizes: string; urgency: ImageUrgency; className?: string }) {
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width ?? 1200}
      height={image.height ?? 800}
      sizes={sizes}
      preload={urgency === 'preload'}
      loading={urgency === 'preload' ? undefined : urgency}
      fetchPriority={urgency === 'eager' ? 'high' : undefined}
      className={`aspect-[3/2] w-full object-cover ${className}`.trim()}
    />
  )
}
