import type { ReactNode } from 'react'
import { financeOffer } from '@/site/finance-offer'
import { priceCell, type SiteFacts } from '@/practice/site-facts'
import { Faq } from '../blocks/faq'
import { invisibleBracesFaqs } from './aligner-faqs'
import { CostBanner } from './cost-banner'
import { VideoPrivacyNote } from './video-card'
import { videos, type VideoGroup } from './videos'
import { Section, SectionTitle } from '@/components/ui/section'

/** The scanning video, beside the text from 1024 px. */
export const scanVideo: VideoGroup = { videos: [videos.digitalScan], sizes: '(min-width: 1024px) 50vw, 100vw' }

/** docs/requirements.md §2: the issues invisible braces treat. */
const issues = [
  { name: 'Crowding', text: 'Too little room, so teeth overlap, twist or sit out of line.' },
  { name: 'Crossbite', text: 'Some upper teeth bite inside the lower teeth instead of just outside them.' },
  { name: 'Underbite', text: 'The lower front teeth sit in front of the upper front teeth.' },
  { name: 'Gaps', text: 'Spaces between teeth, including a gap between the two front teeth.' },
  { name: 'Overbite or deep bite', text: 'The upper front teeth cover too much of the lower ones.' },
  { name: 'Open bite', text: 'The front teeth do not meet when the back teeth bite together.' },
]

function Scan({ video }: { video: ReactNode }) {
  return (
    <Section id="braces-scan" inner="grid items-center gap-10 lg:grid-cols-2">
      <div>
        <SectionTitle id="braces-scan">It starts with a 3D scan</SectionTitle>
        <p className="mt-4 text-lg text-ink-soft">
          Instead of putty impressions we take a quick digital scan of your teeth. From it we can show you how your teeth could move and
          which kind of invisible brace suits you, before you commit to anything.
        </p>
        <VideoPrivacyNote />
      </div>
      {video}
    </Section>
  )
}

function Issues() {
  return (
    <Section id="braces-issues" className="bg-larkspur-pale">
      <SectionTitle id="braces-issues">What invisible braces can treat</SectionTitle>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {issues.map((issue) => (
          <li key={issue.name} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line">
            <h3 className="text-xl font-semibold">{issue.name}</h3>
            <p className="mt-2 text-ink-soft">{issue.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * docs/requirements.md §2, Invisible braces page: scanning video, issues treated, 4 FAQs, cost and booking.
 * `origin`: this site's public origin, for the FAQ's structured data; `facts`: the request's SiteFacts
 * (prices, phone); `video`: the card of `scanVideo` with its facade (an island on the Astro page).
 */
/** `video`: the page's facade, through a named slot (optional in type only: `astro check` does not see slots as props). */
export function InvisibleBracesSections({ origin, facts, video }: { origin: string; facts: SiteFacts; video?: ReactNode }) {
  return (
    <>
      <Scan video={video} />
      <Issues />
      <Faq id="braces-faq" origin={origin} title="Invisible braces questions" items={invisibleBracesFaqs(facts)} />
      <CostBanner
        id="braces-cost"
        treatment="invisible-braces"
        phone={facts.phone}
        title="Cost and booking"
        note={`You will have a written plan with your price before treatment starts. Spread the cost over ${financeOffer.terms} months at 0% APR, subject to status.`}
        prices={[
          { label: 'Invisalign', price: priceCell(facts, 'invisalignLite') },
          { label: 'Clear braces', price: priceCell(facts, 'clearBraces') },
        ]}
      />
    </>
  )
}
