import type { ReactNode } from 'react'
import { BookingLink } from '../blocks/booking-link'
import { Carousel, CarouselSlide } from '../blocks/carousel'
import { ScrollToLink } from '../blocks/scroll-to-link'
import type { PictureSource } from '../layout/hero-picture'
import type { Phone } from '@/practice/site-facts'
import type { BannerSlide } from './banner-slides'

/** docs/requirements.md §9: the homepage banner loops through its slides every 6000 ms, one at a time. */
export const BANNER_AUTOPLAY_MS = 6000
/**
 * How long after the page has settled the banner starts by itself (client:afterload's `waitMs`),
 * unless the visitor reaches for it first: its first automatic move is 6 s away anyway, and React
 * and Embla would otherwise be evaluated in the seconds the visitor starts scrolling and tapping.
 */
export const BANNER_WAIT_MS = 3000
/** Owl's 'navigation speed 100' is a quick slide; Embla's duration 16 settles in about 300 ms. */
const BANNER_MOVE = 16

/** A slide's picture, made by the page: sources for wide screens and phones, and the fallback image. */
export interface BannerPicture {
  readonly sources: readonly PictureSource[]
  readonly src: string
  readonly srcSet?: string
}

/**
 * Art direction: the wide 1600x640 picture from 768 px up, the 387x312 crop below (docs/requirements.md §2: small
 * variants under 768 px, lazy). The first slide's picture is the page's LCP element: eager, high priority.
 */
function SlidePicture({ picture, first }: { picture: BannerPicture; first: boolean }) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={`${source.media ?? ''}${source.type ?? ''}`} media={source.media} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes="100vw"
        width={387}
        height={312}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className="aspect-[387/312] w-full object-cover md:absolute md:inset-0 md:aspect-auto md:h-full md:object-[70%_center]"
      />
    </picture>
  )
}

/** One slide of the banner (server HTML), `index` of `count`; `phone`: the practice's (SiteFacts.phone), beside the booking link. */
export function BannerSlideView({ slide, picture, index, count, phone }: { slide: BannerSlide; picture: BannerPicture; index: number; count: number; phone: Phone }) {
  return (
    <CarouselSlide index={index} count={count} basis="basis-full">
      <div className="relative h-full bg-sand">
        <SlidePicture picture={picture} first={index === 0} />
        <div className="container-page relative pt-6 pb-24 md:flex md:min-h-[32rem] md:items-center md:py-20">
          <div className="max-w-xl md:rounded-3xl md:bg-white/85 md:p-9 md:shadow-sm md:backdrop-blur-sm">
            <p className="font-semibold tracking-wide text-sage-deep uppercase">{slide.eyebrow}</p>
            <h2 className="mt-2 text-3xl font-semibold sm:text-4xl lg:text-5xl">{slide.title}</h2>
            <p className="mt-4 text-lg text-ink-soft">{slide.text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <BookingLink
                label="Book appointment"
                context={{ treatment: slide.image }}
                className="btn btn-primary"
                phoneClassName="inline-flex min-h-11 items-center px-2 font-semibold text-larkspur-deep underline underline-offset-4 hover:text-ink"
                phone={phone}
                fallback={
                  <a href="/contact-us" className="btn btn-primary" data-cta="booking">
                    Book appointment
                  </a>
                }
              />
              <ScrollToLink targetId="getintouchform" className="btn btn-secondary">
                Enquire now
              </ScrollToLink>
              <a href={slide.href} className="inline-flex min-h-11 items-center px-2 font-semibold text-larkspur-deep underline underline-offset-4 hover:text-ink">
                {slide.more}
              </a>
            </div>
          </div>
        </div>
      </div>
    </CarouselSlide>
  )
}

/**
 * The homepage's rotating banner of four treatments (docs/requirements.md §2 and §9): the carousel around
 * the slides (`count` of them). An island: its props go to the browser, so it is given only the count.
 */
export function BannerCarousel({ children, count }: { children: ReactNode; count: number }) {
  return (
    <Carousel
      label="Featured treatments"
      loop
      single
      arrows
      dots
      autoplayMs={BANNER_AUTOPLAY_MS}
      duration={BANNER_MOVE}
      count={count}
      controlsClass="container-page absolute inset-x-0 bottom-6 md:bottom-6"
    >
      {children}
    </Carousel>
  )
}
