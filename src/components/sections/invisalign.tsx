import Image from 'next/image'
import { Faq } from '../blocks/faq'
import { invisalignFaqs } from './aligner-faqs'
import { AlignerSlider } from './aligner-slider'
import { CostBanner } from './cost-banner'
import { VideoCard, VideoPrivacyNote } from './video-card'
import { invisalignStories, videos } from './videos'
import { Section, SectionTitle } from '@/components/ui/section'

function Explainers() {
  return (
    <Section id="invisalign-videos">
      <SectionTitle id="invisalign-videos">Invisalign explained</SectionTitle>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <VideoCard video={videos.howInvisalignWorks} sizes="(min-width: 768px) 50vw, 100vw" />
        <VideoCard video={videos.livingWithAligners} sizes="(min-width: 768px) 50vw, 100vw" />
      </div>
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

function Itero() {
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
      <Image
        src="/media/video/digital-scan.webp"
        alt="A 3D model of a patient's teeth on the scanner's screen, with the iTero wand beside it"
        width={960}
        height={540}
        sizes="(min-width: 1024px) 50vw, 100vw"
        className="w-full rounded-3xl shadow-sm"
      />
    </Section>
  )
}

function Stories() {
  return (
    <Section id="invisalign-stories" className="bg-sage-pale">
      <SectionTitle id="invisalign-stories">Patients talk about their Invisalign</SectionTitle>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">Four of our patients describe their treatment in their own words, shared with their permission.</p>
      <div className="mt-8 grid gap-8 sm:grid-cols-2">
        {invisalignStories.map((story) => (
          <VideoCard key={story.youtubeId} video={story} sizes="(min-width: 640px) 50vw, 100vw" />
        ))}
      </div>
      <VideoPrivacyNote />
    </Section>
  )
}

/** docs/requirements.md §2, Invisalign page: slider, two videos, iTero, the journey link, 6 FAQs, 4 stories, cost and booking. */
/** `origin`: this site's public origin, for the FAQ's structured data. */
export function InvisalignSections({ origin }: { origin: string }) {
  return (
    <>
      <AlignerSlider />
      <Explainers />
      <Itero />
      <Faq id="invisalign-faq" origin={origin} title="Invisalign questions" items={invisalignFaqs} />
      <Stories />
      <CostBanner
        id="invisalign-cost"
        treatment="invisalign"
        title="Invisalign cost and booking"
        note="Your price is fixed in a written plan before treatment starts, including reviews. Spread it over 6, 10 or 12 months at 0% APR, subject to status."
        prices={[
          { label: 'Invisalign Lite', price: 'from £2,500' },
          { label: 'Invisalign Comprehensive', price: 'from £3,800' },
        ]}
      />
    </>
  )
}
