import { object } from 'zod/mini'
import { LIMITS } from '../constants'
import type { FormDefinition } from '../definitions'
import { ENQUIRY_LABELS } from '../wording/labels/enquiry'
import { choice, email, interested, phone, requiredText } from './fields'

/** docs/requirements.md §3 and §5: the enquiry form of every get-in-touch block. */
export const enquirySchema = object({
  fullname: requiredText(LIMITS.short),
  email,
  phone,
  interested,
  comments: requiredText(LIMITS.long),
  consent: choice,
})


export const enquiryForm: FormDefinition = { name: 'enquiry', schema: enquirySchema, labels: ENQUIRY_LABELS }
