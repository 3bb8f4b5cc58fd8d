import type { ReactNode } from 'react'
import { mapLinks } from '@/practice/map'
import type { Clinic } from '@/practice/model'
import { telHref } from '@/practice/wording'
import { PhoneIcon } from '@/components/ui/icons'

/**
 * One clinic in a list (/our-clinics, the homepage): address, its "today" line (`today`: the
 * ClinicToday element, a slot), its phone, and links to its map, its booking and its own page.
 */
export function ClinicCard({ clinic, groupName, bookHref, today, headingLevel = 'h2' }: { clinic: Clinic; groupName: string; bookHref: string; today?: ReactNode; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  const { street, locality, region, postcode } = clinic.address
  const page = `/our-clinics/${clinic.slug}`
  return (
    <article aria-labelledby={`clinic-${clinic.slug}`} data-testid="clinic-card" data-slug={clinic.slug} className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line">
      <Heading id={`clinic-${clinic.slug}`} className="text-2xl">
        <a href={page} className="hover:underline">
          {clinic.name}
        </a>
      </Heading>
      <p className="mt-1 text-sm text-ink-soft">
        {groupName}
        {clinic.care !== 'private' && <span className="ml-2 rounded-full bg-sage-pale px-2 py-0.5 font-semibold text-sage-deep">NHS and private</span>}
      </p>
      <address className="mt-4 not-italic">
        {street}
        <br />
        {locality}, {region} {postcode}
      </address>
      {today && <p className="mt-3 font-semibold">{today}</p>}
      <p className="mt-3">
        <a href={telHref(clinic.phone)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-larkspur-deep underline underline-offset-2">
          <PhoneIcon className="size-4" />
          {clinic.phone}
        </a>
      </p>
      <ul className="mt-auto flex flex-wrap gap-x-5 gap-y-1 pt-4 text-sm">
        <li>
          <a href={page} className="inline-flex min-h-11 items-center font-semibold text-larkspur-deep underline underline-offset-2">
            Opening hours and directions<span className="sr-only"> for {clinic.name}</span>
          </a>
        </li>
        <li>
          <a href={mapLinks(clinic.geo).linkUrl} rel="noopener noreferrer" className="inline-flex min-h-11 items-center underline underline-offset-2">
            Map<span className="sr-only"> of {clinic.name} on OpenStreetMap</span>
          </a>
        </li>
        <li>
          <a href={bookHref} className="inline-flex min-h-11 items-center underline underline-offset-2">
            Book<span className="sr-only"> at {clinic.name}</span>
          </a>
        </li>
      </ul>
    </article>
  )
}
