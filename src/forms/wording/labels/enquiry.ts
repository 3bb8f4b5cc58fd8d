/**
 * The visible label of each control of the enquiry form: the form shows them, the practice's
 * e-mail and CSV export use the same words. Apart from the schema, so the page needs no zod to render.
 */
export const ENQUIRY_LABELS = {
  fullname: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  interested: 'Treatment of interest',
  comments: 'Your message',
  consent: 'How we may use your details',
} as const
