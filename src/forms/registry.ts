import type { FormName } from './constants'
import type { FormDefinition } from './definitions'
import { contactForm } from './schemas/contact'
import { enquiryForm } from './schemas/enquiry'
import { referralForm } from './schemas/referral'
import { registrationForm } from './schemas/registration'

/** All four forms by name: the server's view (the browser imports one definition at a time). */
export const formDefinitions: Record<FormName, FormDefinition> = {
  enquiry: enquiryForm,
  contact: contactForm,
  registration: registrationForm,
  referral: referralForm,
}

export const FORM_TITLES: Record<FormName, string> = {
  enquiry: 'Enquiry',
  contact: 'Contact form',
  registration: 'New patient registration',
  referral: 'Dentist referral',
}
