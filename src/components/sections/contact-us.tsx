import type { ReactNode } from 'react'
import type { Phone, SiteFacts } from '@/practice/site-facts'
import { VisitUs } from './visit-us'

function WhatsApp({ whatsapp, openingHours }: { whatsapp: Phone; openingHours: SiteFacts['openingHours'] }) {
  return (
    <div className="rounded-3xl bg-sage-pale p-6 sm:p-8">
      <h2 id="whatsapp-title" className="text-2xl sm:text-3xl">
        Message us on WhatsApp
      </h2>
      <p className="mt-3 text-ink-soft">
        Prefer to message? Send us a WhatsApp on {whatsapp.display} and we will reply during opening hours ({openingHours.days},{' '}
        {openingHours.opens} to {openingHours.closes}). Please keep medical details for your appointment.
      </p>
      <a href={whatsapp.href} rel="noopener noreferrer" className="btn mt-5 bg-sage-deep text-white hover:bg-ink">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.2.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z" />
        </svg>
        Chat on WhatsApp
      </a>
    </div>
  )
}

function Directions({ facts }: { facts: SiteFacts }) {
  return (
    <div className="rounded-3xl bg-sand p-6 sm:p-8">
      <h2 id="directions-title" className="text-2xl sm:text-3xl">
        How to get to us
      </h2>
      <h3 className="mt-5 text-lg font-semibold">By public transport</h3>
      <p className="mt-1 text-ink-soft">{facts.transport.publicTransport}</p>
      <h3 className="mt-5 text-lg font-semibold">By car</h3>
      <p className="mt-1 text-ink-soft">
        {facts.transport.byCar} Our number is{' '}
        <a href={facts.phone.href} className="font-semibold text-larkspur-deep underline underline-offset-2">
          {facts.phone.display}
        </a>
        .
      </p>
    </div>
  )
}

/** docs/requirements.md §2, Contact us: after the contact form, the WhatsApp block, directions and the map (`map`: PracticeMap). */
/** `map`: the page's map facade, through a named slot (optional in type only: `astro check` does not see slots as props). */
/** `facts`: the request's SiteFacts; the WhatsApp block shows where the clinic has a WhatsApp number (the main clinic must). */
export function ContactUsSections({ map, facts }: { map?: ReactNode; facts: SiteFacts }) {
  return (
    <>
      <div className="container-page grid gap-6 py-14 lg:grid-cols-2">
        {facts.whatsapp && (
          <section aria-labelledby="whatsapp-title">
            <WhatsApp whatsapp={facts.whatsapp} openingHours={facts.openingHours} />
          </section>
        )}
        <section aria-labelledby="directions-title">
          <Directions facts={facts} />
        </section>
      </div>
      <VisitUs id="find-us" title="Find us" tone="bg-white pt-0" map={map} facts={facts} />
    </>
  )
}
