import { CONSENT_LABELS, INTERESTED_OPTIONS, INTERESTED_PLACEHOLDER } from '@/forms/wording/choices'
import { HONEYPOT_FIELD, LIMITS } from '@/forms/constants'
import { ENQUIRY_LABELS as labels } from '@/forms/wording/labels/enquiry'
import { Choice, ChoiceGroup, SelectField, TextArea, TextField } from './fields'
import { ErrorSummary, FormAlerts, Honeypot, SubmitButton } from './form-parts'
import { usePatientForm, type FormProps } from './use-patient-form'

/** The schema loads when the visitor first focuses the form (see usePatientForm). */
const loadEnquiry = () => import('@/forms/schemas/enquiry').then((module) => module.enquiryForm)

/** The enquiry form of every get-in-touch block (docs/requirements.md §3 to §5). */
export function EnquiryForm(props: FormProps & { phone: string }) {
  const { state, pending, field, formProps, summary, alertsId } = usePatientForm(loadEnquiry, { ...props, anchor: 'getintouchform' }, labels)
  const consent = field('consent')
  return (
    <form {...formProps} aria-label="Enquiry" className="relative grid gap-5 sm:grid-cols-2">
      <ErrorSummary summary={summary} />
      <TextField field={field('fullname')} label={labels.fullname} autoComplete="name" maxLength={LIMITS.short} className="sm:col-span-2" />
      <TextField field={field('email')} label={labels.email} type="email" autoComplete="email" maxLength={LIMITS.email} />
      <TextField field={field('phone')} label={labels.phone} type="tel" autoComplete="tel" maxLength={LIMITS.phone} />
      <SelectField field={field('interested')} label={labels.interested} placeholder={INTERESTED_PLACEHOLDER} options={INTERESTED_OPTIONS} className="sm:col-span-2" />
      <TextArea field={field('comments')} label={labels.comments} maxLength={LIMITS.long} className="sm:col-span-2" />
      <ChoiceGroup legend={labels.consent} className="sm:col-span-2">
        {(['1', '2'] as const).map((value) => (
          <Choice key={value} type="radio" id={`${consent.id}-${value}`} name="consent" value={value} label={CONSENT_LABELS[value]} defaultChecked={(consent.defaultValue ?? '1') === value} />
        ))}
      </ChoiceGroup>
      <Honeypot id={field(HONEYPOT_FIELD).id} />
      <div className="sm:col-span-2">
        <FormAlerts state={state} id={alertsId} />
        <div>
          <SubmitButton pending={pending} label="Send enquiry" />
        </div>
      </div>
    </form>
  )
}
