import { practice } from '@/site/practice'
import { FormSection, pageForms } from './form-section'
import { LazyContactForm, LazyReferralForm, LazyRegistrationForm } from './lazy-forms'

/** The form sections that the Next.js pages show after their CMS body (docs/requirements.md §2). */

export function ContactFormSection() {
  return (
    <FormSection {...pageForms.contact}>
      <LazyContactForm anchor={pageForms.contact.id} phone={practice.phone.display} />
    </FormSection>
  )
}

export function RegistrationFormSection() {
  return (
    <FormSection {...pageForms.registration}>
      <LazyRegistrationForm anchor={pageForms.registration.id} phone={practice.phone.display} />
    </FormSection>
  )
}

export function ReferralFormSection() {
  return (
    <FormSection {...pageForms.referral}>
      <LazyReferralForm anchor={pageForms.referral.id} phone={practice.phone.display} />
    </FormSection>
  )
}
