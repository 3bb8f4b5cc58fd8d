/** What a form says when something is wrong (docs/requirements.md §5 and §8). Client-safe. */

export const REQUIRED = 'This field is required'
export const INVALID_EMAIL = 'Please enter a valid email address, like name@example.com'
/** Issue 46: the referring dentist's GDC registration number, checked for its form only (no register look-up). */
export const INVALID_GDC = 'Please enter a GDC number of 4 to 7 digits, like 123456'

/**
 * Nothing was stored: the visitor is asked to try again or to call. The browser shows it too,
 * when the network fails; it gets the phone number from the page rather than importing the
 * whole practice record into its bundle.
 */
export function failedMessage(phone: string): string {
  return `Sorry, we could not send your message just now. Please try again in a few minutes, or call us on ${phone}.`
}
