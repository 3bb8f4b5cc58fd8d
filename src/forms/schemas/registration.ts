import { _default, boolean, object } from 'zod/mini'
import { LIMITS } from '../constants'
import type { FormDefinition } from '../definitions'
import { REGISTRATION_LABELS } from '../wording/labels/registration'
import { email, phone, requiredText } from './fields'

/** docs/requirements.md §3 and §5: the new-patient registration; the agreement box is optional. */
export const registrationSchema = object({
  firstname: requiredText(LIMITS.short),
  lastname: requiredText(LIMITS.short),
  email,
  phone,
  agreement: _default(boolean(), false),
})


export const registrationForm: FormDefinition = { name: 'registration', schema: registrationSchema, labels: REGISTRATION_LABELS, ticks: ['agreement'] }
