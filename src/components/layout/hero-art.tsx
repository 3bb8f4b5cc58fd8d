'use client'

import { getImageProps } from 'next/image'
import { HeroPicture } from './hero-picture'

/** The hero artwork for the Next.js pages: next/image makes the sources. A client module, so that the RSC payload carries the path, not the srcset. */
export function HeroArt({ src }: { src: string }) {
  const { props } = getImageProps({ src, alt: '', width: 1600, height: 600, sizes: '66vw', fetchPriority: 'high', loading: 'eager' })
  return <HeroPicture sources={[{ srcSet: props.srcSet ?? props.src, sizes: '66vw' }]} />
}
