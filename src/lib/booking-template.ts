import { createLogger } from './log'

/**
 * A booking address template (issue 13): an absolute https address, optionally with `{treatment}`
 * and `{clinician}` placeholders in its path or query. BOOKING_URL is one (src/site/booking.ts),
 * a clinic's own booking address another (the model; src/practice/rules/booking-links.ts checks
 * every one). Here, below both, so the model's rules and the site read one definition.
 */
export interface BookingContext {
  /** A treatment slug, e.g. 'invisalign'. */
  readonly treatment?: string
  /** A team member's slug, e.g. 'eleanor-marsh'. */
  readonly clinician?: string
}

const PLACEHOLDER = /\{(treatment|clinician)\}/g
const EMPTY = /^__empty_(?:treatment|clinician)__$/
const bookingLog = createLogger('booking')

/** Why a booking template cannot be used, or null when it can. */
export function bookingUrlProblem(value: string): string | null {
  const url = URL.parse(value.replace(PLACEHOLDER, 'x'))
  if (!url) return 'BOOKING_URL must be an absolute URL'
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return 'BOOKING_URL must use https://'
  // A placeholder in the host would make the address depend on a slug ('https://book.{treatment}' is
  // no address for a slug of digits): the portal is one site, the placeholders go in its path or query.
  if (URL.parse(value.replace(PLACEHOLDER, 'y'))?.host !== url.host) return 'BOOKING_URL may have {treatment} and {clinician} only in its path or query'
  return null
}

/**
 * The link a template makes for a context: placeholders filled (URL-encoded); a query parameter
 * whose placeholder has no value is dropped rather than sent empty. Null when the filled template
 * is no usable address: the page context calls this and cannot throw (issue 44), so that link
 * falls back and the line is logged (not the address: it holds the context's slugs).
 */
export function fillBookingTemplate(template: string, context: BookingContext = {}): string | null {
  const filled = template.replace(PLACEHOLDER, (_, key: keyof BookingContext) => {
    const value = context[key]
    return value ? encodeURIComponent(value) : `__empty_${key}__`
  })
  const url = URL.parse(filled)
  if (!url || bookingUrlProblem(url.href) !== null) {
    bookingLog.warn('booking link left out: the template does not make an https address')
    return null
  }
  for (const [name, value] of [...url.searchParams]) {
    if (EMPTY.test(value)) url.searchParams.delete(name)
  }
  // A placeholder in the path with no value: leave the segment out.
  url.pathname = url.pathname.replace(/\/?__empty_(?:treatment|clinician)__/g, '')
  return url.toString()
}
