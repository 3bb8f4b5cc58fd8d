import { Faq } from '../blocks/faq'
import { invisibleBracesFaqs } from './aligner-faqs'
import { CostBanner } from './cost-banner'
import { VideoCard, VideoPrivacyNote } from './video-card'
import { videos } from './videos'

/** SPEC section 2: the issues invisible braces treat. */
const issues = [
  { name: 'Crowding', text: 'Too little room, so teeth overlap, twist or sit out of line.' },
  { name: 'Crossbite', text: 'Some upper teeth bite inside the lower teeth instead of just outside them.' },
  { name: 'Underbite', text: 'The lower front teeth sit in front of the upper front teeth.' },
  { name: 'Gaps', text: 'Spaces between teeth, including a gap between the two front teeth.' },
  { name: 'Overbite or deep bite', text: 'The upper front teeth cover too much of the lower ones.' },
  { name: 'Open bite', text: 'The front teeth do not meet when the back teeth bite together.' },
]

function Scan() {
  return (
    <section aria-labelledby="braces-scan-title" className="py-14">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="braces-scan-title" className="text-3xl sm:text-4xl">
            It starts with a 3D scan
          </h2>
          <p className="mt-4 text-lg text-ink-soft">
            Instead of putty impressions we take a quick digital scan of your teeth. From it we can show you how your teeth could move and
            which kind of invisible brace suits you, before you commit to anything.
          </p>
          <VideoPrivacyNote />
        </div>
        <VideoCard video={videos.digitalScan} sizes="(min-width: 1024px) 50vw, 100vw" />
      </div>
    </section>
  )
}

function Issues() {
  return (
    <section aria-labelledby="braces-issues-title" className="bg-larkspur-pale py-14">
      <div className="container-page">
        <h2 id="braces-issues-title" className="text-3xl sm:text-4xl">
          What invisible braces can treat
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {issues.map((issue) => (
            <li key={issue.name} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line">
              <h3 className="text-xl font-semibold">{issue.name}</h3>
              <p className="mt-2 text-ink-soft">{issue.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** SPEC section 2, Invisible braces page: scanning video, issues treated, 4 FAQs, cost and booking. */
export function InvisibleBracesSections() {
  return (
    <>
      <Scan />
      <Issues />
      <Faq id="braces-faq" title="Invisible braces questions" items={invisibleBracesFaqs} />
      <CostBanner
        id="braces-cost"
        treatment="invisible-braces"
        title="Cost and booking"
        note="You will have a written plan with your price before treatment starts. Spread the cost over 6, 10 or 12 months at 0% APR, subject to status."
        prices={[
          { label: 'Invisalign', price: 'from £2,500' },
          { label: 'Clear braces', price: 'from £2,800' },
        ]}
      />
    </>
  )
}
