import type { ReactNode } from 'react'
import { formatAddress, type SiteFacts } from '@/practice/site-facts'
import { Section, SectionTitle } from '@/components/ui/section'

/**
 * Opening hours (weekdays only: docs/requirements.md §1 and §9 list no weekend hours), address and
 * the map (`map`: PracticeMap, an island on the Astro pages), from the request's SiteFacts (`facts`).
 */
export function VisitUs({ id, title, tone = 'bg-white', map, facts }: { id: string; title: string; tone?: string; map?: ReactNode; facts: SiteFacts }) {
  const { days, opens, closes } = facts.openingHours
  return (
    <Section id={id} className={tone} inner="grid gap-8 lg:grid-cols-[1fr_1.6fr] lg:items-start">
      <div>
        <SectionTitle id={id}>{title}</SectionTitle>
        <h3 className="mt-6 text-xl font-semibold">Opening hours</h3>
        <p className="mt-2 text-lg">
          <span className="font-semibold">{days}</span>: {opens} to {closes}
        </p>
        <h3 className="mt-6 text-xl font-semibold">Address</h3>
        <p className="mt-2 text-ink-soft">{formatAddress(facts.address)}</p>
        <p className="mt-2">
          <a href={facts.phone.href} className="font-semibold text-larkspur-deep underline underline-offset-2">
            {facts.phone.display}
          </a>
        </p>
      </div>
      {map}
    </Section>
  )
}
