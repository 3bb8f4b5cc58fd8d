import { testimonials } from '@/site/testimonials'
import { Carousel } from './carousel'
import { Section, SectionTitle } from '@/components/ui/section'

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
        slideClass="basis-full"
        className="mt-8"
        controlsClass="mt-6 justify-center"
        slides={testimonials.map((item) => ({
          key: item.author,
          content: (
            <figure className="mx-auto flex h-full max-w-3xl flex-col items-center justify-center rounded-3xl bg-white px-6 py-8 text-center shadow-sm sm:px-12 sm:py-10">
              <svg viewBox="0 0 32 24" aria-hidden="true" className="h-6 w-8 text-sage">
                <path fill="currentColor" d="M0 24V13C0 5.8 4 1.4 11.2 0l1.3 3.1C8.6 4.4 6.8 7 6.6 10.4H12V24H0zm18.4 0V13c0-7.2 4-11.6 11.2-13l1.3 3.1c-3.9 1.3-5.7 3.9-5.9 7.3h5.4V24H18.4z" />
              </svg>
              <blockquote className="mt-4 text-lg text-ink sm:text-xl">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-5 font-semibold">
                {item.author} <span className="font-normal text-ink-soft">· {item.treatment}</span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </Section>
  )
}
