/**
 * Limits and names of the four patient forms (docs/requirements.md §5 and §9); what they say is
 * in wording/. Client-safe: the browser bundle and the server read the same constants.
 */

/** Length limits the server enforces (the browser mirrors them with maxLength). */
/** `gdc`: a GDC registration number has 4 to 7 digits (issue 46). */
export const LIMITS = { short: 100, email: 254, phone: 40, postcode: 20, long: 5000, gdc: 7 } as const

/**
 * The honeypot: a field people never see or fill in (hidden from view and from assistive
 * technology); anything in it marks the post as a bot's.
 */
export const HONEYPOT_FIELD = 'website_url'

export const FORM_NAMES = ['enquiry', 'contact', 'registration', 'referral'] as const
export type FormName = (typeof FORM_NAMES)[number]
