/**
 * Texts, options and limits of the four patient forms (docs/requirements.md §3, §5, §7 and §8).
 * Client-safe: the browser bundle and the server read the same constants.
 */
export const REQUIRED = 'This field is required'
export const INVALID_EMAIL = 'Please enter a valid email address, like name@example.com'

/** docs/requirements.md §3: both the enquiry and the contact form offer these, after the placeholder. */
export const INTERESTED_PLACEHOLDER = 'I am interested in:'
export const INTERESTED_OPTIONS = [
  'Teeth Whitening',
  'Dental Implants',
  'Teeth Straightening',
  'Cosmetic Dentistry',
  'Hygiene appointment',
  'Other',
] as const

/** docs/requirements.md §7: the enquiry's label_first, by consent choice. */
export const CONSENT_LABELS = {
  '1': 'I Consent to my data being used in accordance to the Privacy policy',
  '2': 'I Consent to my personal Data being collected and stored for the purpose of marketing communications.',
} as const

/** Length limits the server enforces (the browser mirrors them with maxLength). */
export const LIMITS = { short: 100, email: 254, phone: 40, postcode: 20, long: 5000 } as const

/**
 * The honeypot: a field people never see or fill in (hidden from view and from assistive
 * technology); anything in it marks the post as a bot's.
 */
export const HONEYPOT_FIELD = 'website_url'

export const FORM_NAMES = ['enquiry', 'contact', 'registration', 'referral'] as const
export type FormName = (typeof FORM_NAMES)[number]
