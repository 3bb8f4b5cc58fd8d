import type { ImageView } from '@/components/blog/post-picture'
import type { PictureSource } from '@/components/layout/hero-picture'

/**
 * A picture the page has made ready: `<source>`s by format (AVIF, WebP, made by astro:assets), or
 * none where the image's own srcset serves every format, and the image itself.
 */
export interface PictureView {
  readonly sources: readonly PictureSource[]
  readonly img: ImageView
}

/** What a picture shows and its natural size, before anyone has made its sources. */
export interface PictureFile {
  readonly src: string
  readonly alt: string
  readonly width: number
  readonly height: number
}

/** A responsive picture, loaded as it nears the screen; a bare image when it has no sources of its own. */
export function Picture({ picture, className }: { picture: PictureView; className?: string }) {
  const { img } = picture
  const image = (
    <img
      src={img.src}
      srcSet={img.srcSet}
      sizes={img.sizes}
      width={img.width}
      height={img.height}
      alt={img.alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
  if (picture.sources.length === 0) return image
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type ?? source.srcSet} media={source.media} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      {image}
    </picture>
  )
}
