import Image from 'next/image'
import Link from 'next/link'
import { Faq } from '../blocks/faq'
import { invisalignFaqs } from './aligner-faqs'
import { AlignerSlider } from './aligner-slider'
import { CostBanner } from './cost-banner'
import { VideoCard, VideoPrivacyNote } from './video-card'
import { invisalignStories, videos } from './videos'

function Explainers() {
  return (
    <section aria-labelledby="invisalign-videos-title" className="py-14">
      <div className="container-page">
        <h2 id="invisalign-videos-title" className="text-3xl sm:text-4xl">
          Invisalign explained
        </h2>
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <VideoCard video={videos.howInvisalignWorks} sizes="(min-width: 768px) 50vw, 100vw" />
          <VideoCard video={videos.livingWithAligners} sizes="(min-width: 768px) 50vw, 100vw" />
        </div>
        <VideoPrivacyNote />
      </div>
    </section>
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
    <section aria-labelledby="itero-title" className="bg-sand py-14">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="itero-title" className="text-3xl sm:text-4xl">
            iTero digital scanning
          </h2>
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
          <Link href="/invisalign-journey" className="btn btn-primary mt-8">
            Your Invisalign journey, step by step
          </Link>
        </div>
        <Image
          src="/media/video/digital-scan.webp"
          alt="A 3D model of a patient's teeth on the scanner's screen, with the iTero wand beside it"
          width={960}
          height={540}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="w-full rounded-3xl shadow-sm"
        />
      </div>
    </section>
  )
}

function Stories() {
  return (
    <section aria-labelledby="invisalign-stories-title" className="bg-sage-pale py-14">
      <div className="container-page">
        <h2 id="invisalign-stories-title" className="text-3xl sm:text-4xl">
          Patients talk about their Invisalign
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-ink-soft">Four of our patients describe their treatment in their own words, shared with their permission.</p>
        <div className="mt-8 grid gap-8 sm:grid-cols-2">
          {invisalignStories.map((story) => (
            <VideoCard key={story.youtubeId} video={story} sizes="(min-width: 640px) 50vw, 100vw" />
          ))}
        </div>
        <VideoPrivacyNote />
      </div>
    </section>
  )
}

/** SPEC section 2, Invisalign page: slider, two videos, iTero, the journey link, 6 FAQs, 4 stories, cost and booking. */
export function InvisalignSections() {
  return (
    <>
      <AlignerSlider />
      <Explainers />
      <Itero />
      <Faq id="invisalign-faq" title="Invisalign questions" items={invisalignFaqs} />
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
