import type { ReactNode } from 'react'
import type { SiteFacts } from '@/practice/site-facts'
import { PhoneIcon } from '../ui/icons'
import { Section, SectionTitle } from '@/components/ui/section'

/** docs/requirements.md §2: 'Get In Touch', the appointments phone and the enquiry form (id getintouchform), which the page passes in. */
/** `form`: the page's form island, through a named slot (optional in type only: `astro check` does not see slots as props). */
/** `contact`: the page's own clinic (its phone and hours); the main clinic's otherwise (`facts`, the request's SiteFacts, which give the e-mail too). */
export interface GetInTouchContact {
  readonly phone: string
  readonly phoneHref: string
  readonly hours: string
}

export function GetInTouch({ form, contact, facts }: { form?: ReactNode; contact?: GetInTouchContact; facts: SiteFacts }) {
  const phone = contact ? { display: contact.phone, href: contact.phoneHref } : facts.appointmentsPhone
  const hours = contact?.hours ?? `${facts.openingHours.days}, ${facts.openingHours.opens} to ${facts.openingHours.closes}`
  return (
    <Section id="get-in-touch" className="below-fold band-touch bg-larkspur-pale" inner="grid gap-8 lg:grid-cols-[1fr_1.4fr]">
      <div>
        <SectionTitle id="get-in-touch">Get In Touch</SectionTitle>
        <p className="mt-4 text-lg text-ink-soft">Invisalign &amp; Dental Implant Enquiries</p>
        <p className="mt-6 text-ink-soft">Call our friendly team to book an appointment:</p>
        <a href={phone.href} className="mt-2 inline-flex items-center gap-3 font-display text-2xl font-semibold text-larkspur-deep hover:underline sm:text-3xl">
          <PhoneIcon className="size-6" />
          {phone.display}
        </a>
        <p className="mt-4 text-sm text-ink-soft">{hours}</p>
        <p className="mt-6 text-ink-soft">
          Prefer to write? Send us the form, or e-mail us at{' '}
          <a className="font-semibold text-larkspur-deep underline [overflow-wrap:anywhere]" href={`mailto:${facts.email}`}>
            {facts.email}
          </a>{' '}
          and we will reply within one working day.
        </p>
      </div>
      <div id="getintouchform" className="scroll-mt-28 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
        {form}
      </div>
    </Section>
  )
}
