import { AGREEMENT_TEXT } from '../choices'

/**
 * The visible label of each control of the registration form: the form shows them, the practice's
 * e-mail and CSV export use the same words. Apart from the schema, so the page needs no zod to render.
 */
export const REGISTRATION_LABELS = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  agreement: AGREEMENT_TEXT,
} as const
