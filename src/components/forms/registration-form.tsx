import { HONEYPOT_FIELD, LIMITS } from '@/forms/constants'
import { REGISTRATION_LABELS as labels } from '@/forms/wording/labels/registration'
import { Choice, TextField } from './fields'
import { ErrorSummary, FormAlerts, Honeypot, SubmitButton } from './form-parts'
import { usePatientForm, type FormPlace, type FormProps } from './use-patient-form'

/** The schema loads when the visitor first focuses the form (see usePatientForm). */
const loadRegistration = () => import('@/forms/schemas/registration').then((module) => module.registrationForm)

/** New-patient registration (docs/requirements.md §3 to §5); the agreement box is optional. */
export function RegistrationForm(props: FormPlace & FormProps) {
  const { state, pending, field, formProps, summary, alertsId } = usePatientForm(loadRegistration, props, labels, { requiredAfterSubmit: true })
  const agreement = field('agreement')
  return (
    <form {...formProps} aria-label="Register as a new patient" className="relative grid gap-5 sm:grid-cols-2">
      <ErrorSummary summary={summary} />
      <TextField field={field('firstname')} label={labels.firstname} autoComplete="given-name" maxLength={LIMITS.short} />
      <TextField field={field('lastname')} label={labels.lastname} autoComplete="family-name" maxLength={LIMITS.short} />
      <TextField field={field('email')} label={labels.email} type="email" autoComplete="email" maxLength={LIMITS.email} />
      <TextField field={field('phone')} label={labels.phone} type="tel" autoComplete="tel" maxLength={LIMITS.phone} />
      <div className="sm:col-span-2">
        <Choice
          type="checkbox"
          id={agreement.id}
          name="agreement"
          value="1"
          defaultChecked={agreement.defaultValue === true}
          label={
            <>
              I agree to the Terms and{' '}
              <a href="/privacy-policy" className="font-medium text-larkspur-deep underline">
                GDPR policy
              </a>
              .
            </>
          }
        />
      </div>
      <Honeypot id={field(HONEYPOT_FIELD).id} />
      <div className="sm:col-span-2">
        <FormAlerts state={state} id={alertsId} />
        <div>
          <SubmitButton pending={pending} label="Register" />
        </div>
      </div>
    </form>
  )
}
