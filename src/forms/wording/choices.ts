/** The options and choice labels of the four forms (docs/requirements.md §3 and §7). Client-safe. */

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

/** docs/requirements.md §7: the contact form's label_first, by request type. */
export const REQUEST_TYPE_LABELS = { '1': 'Book an appointment', '2': 'Make an enquiry' } as const

/** docs/requirements.md §3: the registration checkbox text, sent only when ticked. */
export const AGREEMENT_TEXT = 'I agree to the Terms and GDPR policy.'

/** docs/requirements.md §3: the six referral reasons; each ticked one is sent with its label. */
export const REFERRAL_REASONS = [
  'Dental Implants',
  'Stabilising Dentures with Dental Implants',
  'Advanced Endodontic Treatment',
  'Periodontic Treatment',
  'Reconstructive Dentistry / Smile Design',
  'Invisalign Aligner Treatment',
] as const

/** The referral's NHS-or-private choice: shown, defaulting to 1, never sent (docs/requirements.md §3). */
export const NHS_OR_PRIVATE_LABELS = { '1': 'NHS', '2': 'Private' } as const
