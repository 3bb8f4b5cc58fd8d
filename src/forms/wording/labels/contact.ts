/**
 * The visible label of each control of the contact form: the form shows them, the practice's
 * e-mail and CSV export use the same words. Apart from the schema, so the page needs no zod to render.
 */
export const CONTACT_LABELS = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  interested: 'Treatment of interest',
  comments: 'Your message',
  requesttype: 'I would like to',
} as const
