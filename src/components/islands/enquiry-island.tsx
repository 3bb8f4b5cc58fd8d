import { actions } from 'astro:actions'
import { EnquiryForm } from '../forms/enquiry-form'
import { formAction } from './form-action'

const enquiry = formAction(actions.enquiry)

/** The enquiry form as an island: hydrated as it nears the screen; it works without JavaScript before that. */
export function EnquiryIsland({ phone }: { phone: string }) {
  return <EnquiryForm phone={phone} action={enquiry} />
}
