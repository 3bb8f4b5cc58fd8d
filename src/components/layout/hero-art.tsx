'use client'

import { getImageProps } from 'next/image'

/** A transparent pixel: what phones, which never show the artwork, get instead of a download. */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * Decorative artwork beside the title from 768 px up. Below that it is not shown, so it is not
 * downloaded either (a <source> for wide screens, an empty image otherwise): on a phone the first
 * screen is text that paints at once. A client module, so that the RSC payload carries the
 * picture's path rather than its whole srcset a second time.
 */
export function HeroArt({ src }: { src: string }) {
  const { props } = getImageProps({ src, alt: '', width: 1600, height: 600, sizes: '66vw', fetchPriority: 'high', loading: 'eager' })
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={props.srcSet} sizes={props.sizes} />
      <img
        src={EMPTY_IMAGE}
        alt=""
        width={1600}
        height={600}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-y-0 right-0 hidden h-full w-2/3 object-cover object-right opacity-90 md:block [mask-image:linear-gradient(to_right,transparent,black_40%)]"
      />
    </picture>
  )
}
