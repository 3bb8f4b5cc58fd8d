'use client'

import { getImageProps } from 'next/image'
import { BannerCarousel, BannerSlideView, type BannerPicture } from './banner-slide'
import { bannerSlides, type BannerSlide } from './banner-slides'

export { BANNER_AUTOPLAY_MS } from './banner-slide'

/** A slide's picture through next/image: the wide one from 768 px up, the small crop below. */
function pictureOf(slide: BannerSlide, first: boolean): BannerPicture {
  const common = { alt: '', sizes: '100vw', ...(first ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const }) }
  const { props: wide } = getImageProps({ ...common, src: `/media/banner/${slide.image}.webp`, width: 1600, height: 640 })
  const { props: small } = getImageProps({ ...common, src: `/media/banner/${slide.image}-small.webp`, width: 387, height: 312 })
  return { sources: [{ media: '(min-width: 768px)', srcSet: wide.srcSet ?? wide.src, sizes: '100vw' }], src: small.src, srcSet: small.srcSet }
}

/** The homepage's rotating banner for the Next.js page. A client module rendered from its own data. */
export function HomeBanner() {
  return (
    <section aria-label="Featured treatments" className="bg-sand">
      <BannerCarousel>
        {bannerSlides.map((slide, index) => (
          <BannerSlideView key={slide.image} slide={slide} picture={pictureOf(slide, index === 0)} index={index} />
        ))}
      </BannerCarousel>
    </section>
  )
}
