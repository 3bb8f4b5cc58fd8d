import { Carousel, CarouselSlide } from '../blocks/carousel'
import { AlignerCase } from './aligner-case'
import { alignerCases } from './aligner-cases'
import { Section, SectionTitle } from '@/components/ui/section'

/**
 * docs/requirements.md §2 and §9: the six before/after cases. Three in view above 1200 px, two from 1024,
 * one below; no looping, and no dragging, so moving a week range never moves the carousel.
 */
export function AlignerSlider() {
  return (
    <Section id="aligner-slider" className="bg-larkspur-pale">
      <SectionTitle id="aligner-slider">Watch teeth move into line, week by week</SectionTitle>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">
        Each case is a series of pictures, one for every week of treatment. Move the slider to see the teeth straighten. Each set of
        aligners is worn for about two weeks before you change to the next, so every step is small and planned.
      </p>
      <Carousel
        label="Aligner before and after cases"
        noun="case"
        arrows
        draggable={false}
        gap={20}
        count={alignerCases.length}
        className="mt-8"
        controlsClass="mt-6 justify-center"
      >
        {alignerCases.map((item, index) => (
          <CarouselSlide key={item.slug} index={index} count={alignerCases.length} gap={20} basis="basis-full min-[1024px]:basis-1/2 min-[1201px]:basis-1/3">
            <AlignerCase {...item} />
          </CarouselSlide>
        ))}
      </Carousel>
      <p className="mt-4 text-sm text-ink-soft">
        Illustrations of typical cases. Your own plan, and how long it takes, will be explained after your consultation and scan.
      </p>
    </Section>
  )
}
