import type { ReactNode } from 'react'
import { financeOffer } from '@/site/finance-offer'
import { priceCell, type SiteFacts } from '@/practice/site-facts'
import { Faq } from '../blocks/faq'
import { invisalignFaqs } from './aligner-faqs'
import { AlignerSlider } from './aligner-slider'
import { CostBanner } from './cost-banner'
import { VideoPrivacyNote } from './video-card'
import { invisalignStories, videos, type VideoGroup } from './videos'
import { Picture, type PictureFile, type PictureView } from '@/components/ui/picture'
import { Section, SectionTitle } from '@/components/ui/section'

/** The two explainer videos, side by side from 768 px. */
export const explainerVideos: VideoGroup = { videos: [videos.howInvisalignWorks, videos.livingWithAligners], sizes: '(min-width: 768px) 50vw, 100vw' }
/** The four patients' stories, two by two from 640 px. */
export const storyVideos: VideoGroup = { videos: invisalignStories, sizes: '(min-width: 640px) 50vw, 100vw' }
/** The iTero section's picture, beside the text from 1024 px. */
export const iteroPicture: PictureFile & { readonly sizes: string } = {
  src: '/media/video/digital-scan.webp',
  alt: "A 3D model of a patient's teeth on the scanner's screen, with the iTero wand beside it",
  width: 960,
  height: 540,
  sizes: '(min-width: 1024px) 50vw, 100vw',
}

function Explainers({ children }: { children: ReactNode }) {
  return (
    <Section id="invisalign-videos">
      <SectionTitle id="invisalign-videos">Invisalign explained</SectionTitle>
      <div className="mt-8 grid gap-8 md:grid-cols-2">{children}</div>
      <VideoPrivacyNote />
    </Section>
  )
}

const scanPoints = [
  'No putty impressions: a small wand takes thousands of pictures in a few minutes.',
  'An accurate 3D model of your teeth appears on screen as we scan.',
  'A simulation shows how your teeth could move, before you commit to anything.',
  'Your aligners are made from the scan, so they fit closely from the first set.',
]

function Itero({ picture }: { picture: PictureView }) {
  return (
    <Section id="itero" className="bg-sand" inner="grid items-center gap-10 lg:grid-cols-2">
      <div>
        <SectionTitle id="itero">iTero digital scanning</SectionTitle>
        <p className="mt-4 text-lg text-ink-soft">
          Every Invisalign consultation at Larkspur starts with an iTero scan. It is quick and comfortable, and most people enjoy watching the
          model of their teeth build up on the screen.
        </p>
        <ul className="mt-6 grid gap-3">
          {scanPoints.map((point) => (
            <li key={point} className="flex gap-3">
              <span className="mt-2 size-2.5 shrink-0 rounded-full bg-sage" aria-hidden="true" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <a href="/invisalign-journey" className="btn btn-primary mt-8">
          Your Invisalign journey, step by step
        </a>
      </div>
      <Picture picture={picture} className="w-full rounded-3xl shadow-sm" />
    </Section>
  )
}

function Stories({ children }: { children: ReactNode }) {
  return (
    <Section id="invisalign-stories" className="bg-sage-pale">
      <SectionTitle id="invisalign-stories">Patients talk about their Invisalign</SectionTitle>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">Four of our patients describe their treatment in their own words, shared with their permission.</p>
      <div className="mt-8 grid gap-8 sm:grid-cols-2">{children}</div>
      <VideoPrivacyNote />
    </Section>
  )
}

export interface InvisalignSectionsProps {
  /** This site's public origin, for the FAQ's structured data. */
  readonly origin: string
  /** The request's SiteFacts: the prices and the phone the FAQs and the cost banner quote. */
  readonly facts: SiteFacts
  /** The aligner carousel (AlignerCarousel). */
  // slider, explainers, stories: optional in type only, filled through named slots (`astro check` does not see slots as props).
  readonly slider?: ReactNode
  /** The video cards of `explainerVideos`, then of `storyVideos`, with their facades. */
  readonly explainers?: ReactNode
  readonly stories?: ReactNode
  /** `iteroPicture`, made ready by the page. */
  readonly itero: PictureView
}

/**
 * docs/requirements.md §2, Invisalign page: slider, two videos, iTero, the journey link, 6 FAQs, 4 stories,
 * cost and booking. The interactive parts come in from the page (islands on the Astro page).
 */
export function InvisalignSections({ origin, facts, slider, explainers, stories, itero }: InvisalignSectionsProps) {
  return (
    <>
      <AlignerSlider>{slider}</AlignerSlider>
      <Explainers>{explainers}</Explainers>
      <Itero picture={itero} />
      <Faq id="invisalign-faq" origin={origin} title="Invisalign questions" items={invisalignFaqs(facts)} />
      <Stories>{stories}</Stories>
      <CostBanner
        id="invisalign-cost"
        treatment="invisalign"
        phone={facts.phone}
        title="Invisalign cost and booking"
        note={`Your price is fixed in a written plan before treatment starts, including reviews. Spread it over ${financeOffer.terms} months at 0% APR, subject to status.`}
        prices={[
          { label: 'Invisalign Lite', price: priceCell(facts, 'invisalignLite') },
          { label: 'Invisalign Comprehensive', price: priceCell(facts, 'invisalignComprehensive') },
        ]}
      />
    </>
  )
}
