import { actions } from 'astro:actions'
import type { FormState } from '@/forms/state'
import { EnquiryForm } from '../forms/enquiry-form'
import { formAction } from './form-action'

/**
 * The enquiry form as an island (src/components/islands/enquiry.astro places it): hydrated as it
 * nears the screen; it works without JavaScript before that. `answer` is the server's answer on
 * the page the 303 after an enquiry posted without JavaScript leads to.
 */
export function EnquiryIsland({ phone, answer }: { phone: string; answer?: FormState }) {
  return <EnquiryForm phone={phone} action={formAction(actions.enquiry, phone)} answer={answer} />
}
