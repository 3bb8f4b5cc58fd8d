import { object } from 'zod/mini'
import { LIMITS } from '../constants'
import type { FormDefinition } from '../definitions'
import { CONTACT_LABELS } from '../wording/labels/contact'
import { choice, email, interested, phone, requiredText } from './fields'

/** docs/requirements.md §3 and §5: the contact-us form. */
export const contactSchema = object({
  firstname: requiredText(LIMITS.short),
  lastname: requiredText(LIMITS.short),
  email,
  phone,
  interested,
  comments: requiredText(LIMITS.long),
  requesttype: choice,
})


export const contactForm: FormDefinition = { name: 'contact', schema: contactSchema, labels: CONTACT_LABELS }
