import type { ReactNode } from 'react'
import { testimonials } from '@/site/testimonials'
import { CarouselSlide } from './carousel'
import { Section, SectionTitle } from '@/components/ui/section'
import { QuoteIcon } from '@/components/ui/icons'

/** The testimonials' band and heading around their carousel. */
export function TestimonialSection({ title = 'What our patients say', children }: { title?: string; children: ReactNode }) {
  return (
    <Section id="testimonials" className="bg-sage-pale">
      <SectionTitle id="testimonials" className="text-center">{title}</SectionTitle>
      {children}
    </Section>
  )
}

/** The five testimonials as carousel slides (server HTML). */
export function TestimonialSlides() {
  return testimonials.map((item, index) => (
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
  ))
}
