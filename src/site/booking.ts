import { bookingUrlProblem, fillBookingTemplate, type BookingContext } from '@/lib/booking-template'

/**
 * Online booking as configuration (issue 13). BOOKING_URL is the practice-management system's
 * booking portal (Dentally, Software of Excellence, Pearl…), optionally a template with
 * `{treatment}` and `{clinician}` placeholders. It is read on the server when a page renders (and
 * checked at start by src/env.ts, which imports this module, so this one cannot import env). In a
 * browser bundle it is empty: the calls to action are server-rendered, the home banner's slides too
 * (its island takes them as children).
 *
 * Set: every 'Book appointment' / 'Book a consultation' links to the portal (a plain link: no
 * iframe, nothing requested from the portal before the click), the phone number beside it.
 * Unset: each keeps its own target (/contact-us, or the enquiry form on the same page).
 */

export { bookingUrlProblem, type BookingContext } from '@/lib/booking-template'

/** The configured template, or null when booking online is not set up (or the value is unusable). */
// eslint-disable-next-line no-restricted-properties -- src/env.ts checks it at start and imports this module, so it cannot be read through env
export function bookingTemplate(value: string | undefined = process.env.BOOKING_URL): string | null {
  const trimmed = value?.trim()
  if (!trimmed || bookingUrlProblem(trimmed)) return null
  return trimmed
}

/** The portal link for a context (@/lib/booking-template fills it); null when BOOKING_URL is unset or makes no address. */
export function bookingHref(context: BookingContext = {}, template: string | null = bookingTemplate()): string | null {
  return template ? fillBookingTemplate(template, context) : null
}

/**
 * Where Book goes for one clinic (issue 28): the clinic's own booking address if it has one, else
 * the practice's BOOKING_URL, else `fallback` (the enquiry form on the page, or /contact-us).
 */
export function clinicBookingHref(clinic: { readonly bookingUrl?: string }, fallback: string, context: BookingContext = {}): string {
  const own = clinic.bookingUrl ? bookingTemplate(clinic.bookingUrl) : null
  return (own ? bookingHref(context, own) : null) ?? bookingHref(context) ?? fallback
}
