'use client'

import { popularTreatments } from '@/site/navigation'
import { ArrowIcon } from '../ui/icons'
import { Section, SectionTitle } from '@/components/ui/section'

/*
 * A client component with no props, though nothing in it is interactive: its markup is rendered
 * into the page's HTML as usual, but the RSC payload carries only a reference to this module
 * instead of a second copy of the markup, and the module is one cached script shared by every
 * page (docs/decisions/006-phone-speed.md).
 */
/** docs/requirements.md §2: the five popular treatment links. */
export function PopularTreatments() {
  return (
    <Section id="popular-treatments" className="below-fold band-popular bg-sand" compact>
      <SectionTitle id="popular-treatments" size="small">Popular treatments</SectionTitle>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {popularTreatments.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="group flex h-full min-h-16 items-center justify-between gap-3 rounded-2xl bg-white px-5 py-4 font-semibold shadow-sm ring-1 ring-sand-deep transition hover:-translate-y-0.5 hover:shadow-md"
            >
              {/* A long word may break rather than push the arrow out of a narrow column at 200 % text (WCAG 1.4.4). */}
              <span className="min-w-0 [overflow-wrap:anywhere]">{link.label}</span>
              <ArrowIcon className="size-5 shrink-0 text-larkspur transition group-hover:translate-x-1" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
