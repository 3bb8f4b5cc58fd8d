import { PhoneIcon } from '@/components/ui/icons'
import { mainClinic } from '@/practice/facts'
import type { Group } from '@/practice/model'
import { openingLine, telHref } from '@/practice/wording'
import { clinicBookingHref } from '@/site/booking'

/**
 * Beside a page's text from 1024 px where the page has no facts panel of its own: the homepage's
 * body and every content page without a treatment record (issue 29: no wide page leaves its width
 * empty beside its text). The main clinic's phone, its weekly hours (true whatever the cache;
 * "today" is the clinics' pages' and the homepage's clinics section's), Book, and a link to each
 * clinic. It stays in view while the text scrolls. Below 1024 px the phone action bar says the
 * same, so it is not shown. `bookFallback`: where Book goes when the clinic books nowhere else
 * (the page's enquiry form, or the contact page for a page without one).
 */
export function VisitPanel({ group, bookFallback }: { group: Group; bookFallback: string }) {
  const main = mainClinic(group)
  return (
    <aside aria-labelledby="visit-panel-title" data-testid="visit-panel" className="hidden self-start rounded-3xl bg-larkspur-pale p-6 lg:sticky lg:top-28 lg:block">
      <h2 id="visit-panel-title" className="text-2xl">
        Book a visit
      </h2>
      <p className="mt-3 text-sm text-ink-soft">
        {main.name}: {openingLine(main.hours)}
      </p>
      <a href={telHref(main.phone)} className="mt-3 inline-flex min-h-11 items-center gap-2 font-display text-2xl font-semibold text-larkspur-deep hover:underline">
        <PhoneIcon className="size-5" />
        {main.phone}
      </a>
      <a href={clinicBookingHref(main, bookFallback)} className="btn btn-primary mt-3 w-full justify-center">
        Book an appointment
      </a>
      <h3 className="mt-6 text-base font-semibold">Our clinics</h3>
      <ul className="mt-1 text-sm">
        {group.clinics.map((clinic) => (
          <li key={clinic.slug}>
            <a href={`/our-clinics/${clinic.slug}`} className="inline-flex min-h-11 items-center underline underline-offset-2 hover:text-larkspur-deep">
              {clinic.name}
              <span className="sr-only"> clinic</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  )
}
