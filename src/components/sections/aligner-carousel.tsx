import { Carousel, CarouselSlide } from '../blocks/carousel'
import { AlignerCase } from './aligner-case'
import { alignerCases } from './aligner-cases'

/**
 * docs/requirements.md §2 and §9: the six before/after cases. Three in view above 1200 px, two from 1024,
 * one below; no looping, and no dragging, so moving a week range never moves the carousel. Each
 * case holds its own week, so this renders its slides itself (one island, no props: it knows its cases).
 */
export function AlignerCarousel() {
  return (
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
  )
}
