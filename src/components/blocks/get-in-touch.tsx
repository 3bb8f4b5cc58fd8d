'use client'

import { practice } from '@/site/practice'
import { LazyEnquiryForm } from '../forms/lazy-forms'
import { PhoneIcon } from '../ui/icons'

/** SPEC section 2: 'Get In Touch', the appointments phone and the enquiry form (id getintouchform). */
/*
 * A client component with no props, though nothing in it is interactive: its markup is rendered
 * into the page's HTML as usual, but the RSC payload carries only a reference to this module
 * instead of a second copy of the markup, and the module is one cached script shared by every
 * page (docs/decisions/006-phone-speed.md).
 */
export function GetInTouch() {
  return (
    <section aria-labelledby="get-in-touch-title" className="bg-larkspur-pale py-14">
      <div className="container-page grid gap-8 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 id="get-in-touch-title" className="text-3xl sm:text-4xl">
            Get In Touch
          </h2>
          <p className="mt-4 text-lg text-ink-soft">Invisalign &amp; Dental Implant Enquiries</p>
          <p className="mt-6 text-ink-soft">Call our friendly team to book an appointment:</p>
          <a href={practice.appointmentsPhone.href} className="mt-2 inline-flex items-center gap-3 font-display text-2xl font-semibold text-larkspur-deep hover:underline sm:text-3xl">
            <PhoneIcon className="size-6" />
            {practice.appointmentsPhone.display}
          </a>
          <p className="mt-4 text-sm text-ink-soft">
            {practice.openingHours.days}, {practice.openingHours.opens} to {practice.openingHours.closes}
          </p>
          <p className="mt-6 text-ink-soft">
            Prefer to write? Send us the form, or e-mail us at{' '}
            <a className="font-semibold text-larkspur-deep underline" href={`mailto:${practice.email}`}>
              {practice.email}
            </a>{' '}
            and we will reply within one working day.
          </p>
        </div>
        <div id="getintouchform" className="scroll-mt-28 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
          <LazyEnquiryForm phone={practice.phone.display} />
        </div>
      </div>
    </section>
  )
}
