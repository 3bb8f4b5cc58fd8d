/** A transparent pixel: what phones, which never show the artwork, get instead of a download. */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

export interface PictureSource {
  readonly media?: string
  readonly type?: string
  readonly srcSet: string
  readonly sizes: string
}

/**
 * Decorative artwork beside the title from 768 px up. Below that it is not shown, so it is not
 * downloaded either (the sources are for wide screens only, the image itself is empty): on a
 * phone the first screen is text that paints at once. The page computes the sources (resized,
 * AVIF and WebP) and passes them in.
 */
export function HeroPicture({ sources }: { sources: readonly PictureSource[] }) {
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type ?? source.srcSet} media="(min-width: 768px)" type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={EMPTY_IMAGE}
        alt=""
        width={1600}
        height={600}
        fetchPriority="high"
        decoding="async"
        className="hero-art"
      />
    </picture>
  )
}
