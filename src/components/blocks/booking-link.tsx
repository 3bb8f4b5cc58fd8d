import type { ReactNode } from 'react'
import { bookingHref, type BookingContext } from '@/site/booking'
import type { Phone } from '@/practice/site-facts'

interface BookingLinkProps {
  readonly label: string
  readonly context?: BookingContext
  readonly className?: string
  /** What the call to action is without BOOKING_URL (its target as the spec has it). */
  readonly fallback: ReactNode
  /** Show the phone number beside the portal link (leave off where the phone is already beside it). */
  readonly phoneClassName?: string
  /** The practice's phone (SiteFacts.phone), shown with `phoneClassName`. */
  readonly phone?: Phone
}

/**
 * A 'Book appointment' / 'Book a consultation' call to action (issue 13). With BOOKING_URL a plain
 * link to the portal, with the phone beside it as the fallback: nothing of the portal loads until
 * the click. Without it, the fallback as before. Rendered on the server only (BOOKING_URL is read
 * there: src/site/booking.ts), in pages and in the children a page hands an island.
 */
export function BookingLink({ label, context, className, fallback, phoneClassName, phone }: BookingLinkProps) {
  const href = bookingHref(context)
  if (!href) return fallback
  return (
    <>
      <a href={href} className={className} data-cta="booking" rel="noopener">
        {label}
      </a>
      {phoneClassName && phone && (
        <a href={phone.href} className={phoneClassName} data-cta="booking-phone">
          or call {phone.display}
        </a>
      )}
    </>
  )
}
