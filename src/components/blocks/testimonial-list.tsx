import { testimonials } from '@/site/testimonials'
import { Carousel, CarouselSlide } from './carousel'
import { Section, SectionTitle } from '@/components/ui/section'
import { QuoteIcon } from '@/components/ui/icons'

/** docs/requirements.md §9: the five built-in testimonials, one at a time, looping every 18 seconds, with dots. */
export const TESTIMONIAL_AUTOPLAY_MS = 18000

export function TestimonialList({ title = 'What our patients say' }: { title?: string }) {
  return (
    <Section id="testimonials" className="bg-sage-pale">
      <SectionTitle id="testimonials" className="text-center">{title}</SectionTitle>
      <Carousel
        label="Patient testimonials"
        loop
        single
        dots
        autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
        noun="testimonial"
        count={testimonials.length}
        className="mt-8"
        controlsClass="mt-6 justify-center"
      >
        {testimonials.map((item, index) => (
          <CarouselSlide key={item.author} index={index} count={testimonials.length} basis="basis-full">
            <figure className="mx-auto flex h-full max-w-3xl flex-col items-center justify-center rounded-3xl bg-white px-6 py-8 text-center shadow-sm sm:px-12 sm:py-10">
              <QuoteIcon className="h-6 w-8 text-sage" />
              <blockquote className="mt-4 text-lg text-ink sm:text-xl">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-5 font-semibold">
                {item.author} <span className="font-normal text-ink-soft">· {item.treatment}</span>
              </figcaption>
            </figure>
          </CarouselSlide>
        ))}
      </Carousel>
    </Section>
  )
}
