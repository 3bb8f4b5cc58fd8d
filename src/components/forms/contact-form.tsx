import { HONEYPOT_FIELD, LIMITS } from '@/forms/constants'
import { INTERESTED_OPTIONS, INTERESTED_PLACEHOLDER } from '@/forms/wording/choices'
import { REQUEST_TYPE_LABELS } from '@/forms/wording/choices'
import { CONTACT_LABELS as labels } from '@/forms/wording/labels/contact'
import { Choice, ChoiceGroup, SelectField, TextArea, TextField } from './fields'
import { ErrorSummary, FormAlerts, Honeypot, SubmitButton } from './form-parts'
import { usePatientForm, type FormPlace, type FormProps } from './use-patient-form'

/** The schema loads when the visitor first focuses the form (see usePatientForm). */
const loadContact = () => import('@/forms/schemas/contact').then((module) => module.contactForm)

/** The contact-us form (docs/requirements.md §3 to §5): booking or enquiring, by request type. */
export function ContactForm(props: FormPlace & FormProps) {
  const { state, pending, field, formProps, summary, alertsId } = usePatientForm(loadContact, props, labels)
  const requestType = field('requesttype')
  return (
    <form {...formProps} aria-label="Contact us" className="relative grid gap-5 sm:grid-cols-2">
      <ErrorSummary summary={summary} />
      <ChoiceGroup legend={labels.requesttype} className="sm:col-span-2">
        <div className="flex flex-wrap gap-x-8 gap-y-2">
          {(['1', '2'] as const).map((value) => (
            <Choice key={value} type="radio" id={`${requestType.id}-${value}`} name="requesttype" value={value} label={REQUEST_TYPE_LABELS[value]} defaultChecked={(requestType.defaultValue ?? '1') === value} />
          ))}
        </div>
      </ChoiceGroup>
      <TextField field={field('firstname')} label={labels.firstname} autoComplete="given-name" maxLength={LIMITS.short} />
      <TextField field={field('lastname')} label={labels.lastname} autoComplete="family-name" maxLength={LIMITS.short} />
      <TextField field={field('email')} label={labels.email} type="email" autoComplete="email" maxLength={LIMITS.email} />
      <TextField field={field('phone')} label={labels.phone} type="tel" autoComplete="tel" maxLength={LIMITS.phone} />
      <SelectField field={field('interested')} label={labels.interested} placeholder={INTERESTED_PLACEHOLDER} options={INTERESTED_OPTIONS} className="sm:col-span-2" />
      <TextArea field={field('comments')} label={labels.comments} maxLength={LIMITS.long} className="sm:col-span-2" />
      <Honeypot id={field(HONEYPOT_FIELD).id} />
      <div className="sm:col-span-2">
        <FormAlerts state={state} id={alertsId} />
        <div>
          <SubmitButton pending={pending} label="Send message" />
        </div>
      </div>
    </form>
  )
}
