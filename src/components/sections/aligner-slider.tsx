import type { ReactNode } from 'react'
import { Section, SectionTitle } from '@/components/ui/section'

/** The aligner slider's section around its carousel (`children`: AlignerCarousel, an island on the Astro page). */
export function AlignerSlider({ children }: { children: ReactNode }) {
  return (
    <Section id="aligner-slider" className="bg-larkspur-pale">
      <SectionTitle id="aligner-slider">Watch teeth move into line, week by week</SectionTitle>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">
        Each case is a series of pictures, one for every week of treatment. Move the slider to see the teeth straighten. Each set of
        aligners is worn for about two weeks before you change to the next, so every step is small and planned.
      </p>
      {children}
      <p className="mt-4 text-sm text-ink-soft">
        Illustrations of typical cases. Your own plan, and how long it takes, will be explained after your consultation and scan.
      </p>
    </Section>
  )
}
