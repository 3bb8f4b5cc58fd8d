/** The choices of the contact, registration and referral forms (docs/requirements.md §3 and §7). Client-safe. */

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
