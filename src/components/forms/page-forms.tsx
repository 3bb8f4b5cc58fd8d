import { practice } from '@/site/practice'
import { FormSection } from './form-section'
import { LazyContactForm, LazyReferralForm, LazyRegistrationForm } from './lazy-forms'

/** The form sections that pages show after their CMS body (docs/requirements.md §2). */

export function ContactFormSection() {
  return (
    <FormSection id="contact-form" title="Send us a message" lead="Book an appointment or ask us anything: we reply within one working day.">
      <LazyContactForm anchor="contact-form" phone={practice.phone.display} />
    </FormSection>
  )
}

export function RegistrationFormSection() {
  return (
    <FormSection id="register-form" title="Register as a new patient" lead="Leave your details and our team will call you to arrange your first visit.">
      <LazyRegistrationForm anchor="register-form" phone={practice.phone.display} />
    </FormSection>
  )
}

export function ReferralFormSection() {
  return (
    <FormSection id="referral-form" title="Refer a patient" lead="Tell us about the patient and the treatment you would like us to provide.">
      <LazyReferralForm anchor="referral-form" phone={practice.phone.display} />
    </FormSection>
  )
}
