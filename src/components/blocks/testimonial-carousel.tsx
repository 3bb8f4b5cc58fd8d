import type { ReactNode } from 'react'
import { Carousel } from './carousel'

/** docs/requirements.md §9: the five built-in testimonials, one at a time, looping every 18 seconds, with dots. */
export const TESTIMONIAL_AUTOPLAY_MS = 18000

/**
 * The testimonials' carousel around its slides (TestimonialSlides). The slides hold no state, so on
 * the Astro pages this is the island and they arrive as its slot, static HTML.
 */
export function TestimonialCarousel({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Carousel
      label="Patient testimonials"
      loop
      single
      dots
      autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
      noun="testimonial"
      count={count}
      className="mt-8"
      controlsClass="mt-6 justify-center"
    >
      {children}
    </Carousel>
  )
}
