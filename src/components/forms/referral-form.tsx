import type { ReactNode } from 'react'
import { HONEYPOT_FIELD, LIMITS } from '@/forms/constants'
import { UPLOAD_HINT } from '@/forms/upload-rules'
import { NHS_OR_PRIVATE_LABELS, REFERRAL_REASONS } from '@/forms/wording/choices'
import { REFERRAL_LABELS as labels } from '@/forms/wording/labels/referral'
import { Choice, ChoiceGroup, TextArea, TextField } from './fields'
import { FileField } from './file-field'
import { ErrorSummary, FormAlerts, Honeypot, SubmitButton } from './form-parts'
import { usePatientForm, type FormPlace, type FormProps } from './use-patient-form'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-2xl border border-line p-5 sm:grid-cols-2 sm:p-6">
      <legend className="px-2 font-display text-xl font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  )
}

/** The fields in the order the form shows them, so the error summary lists them the same way. */
const pageOrder = [
  'patientname', 'patientbirth', 'patientemail', 'patientphone', 'patientaddress', 'patientpost', 'nhsorprivate',
  'dentistname', 'dentistpractice', 'dentistgdc', 'dentistemail', 'dentistphone', 'dentistaddress', 'dentistpost', 'dentistbirth', 'reasonforreferral', 'reasonfor', 'dentalhistory', 'uploadfile',
] as const satisfies readonly (keyof typeof labels)[]
const labelsInPageOrder = Object.fromEntries(pageOrder.map((name) => [name, labels[name]]))

/** The schema loads when the visitor first focuses the form (see usePatientForm). */
const loadReferral = () => import('@/forms/schemas/referral').then((module) => module.referralForm)

/** A dentist's referral (docs/requirements.md §3 to §5): patient, referring dentist, reasons and a file. */
export function ReferralForm(props: FormPlace & FormProps) {
  const { state, pending, field, formProps, summary, alertsId } = usePatientForm(loadReferral, props, labelsInPageOrder)
  const reasons = field('reasonforreferral')
  const ticked = Array.isArray(reasons.defaultValue) ? reasons.defaultValue : []
  const nhsOrPrivate = field('nhsorprivate')
  return (
    <form {...formProps} aria-label="Refer a patient" className="relative grid gap-8">
      <ErrorSummary summary={summary} />
      <Section title="The patient">
        <TextField field={field('patientname')} label={labels.patientname} maxLength={LIMITS.short} />
        <TextField field={field('patientbirth')} label={labels.patientbirth} type="date" />
        <TextField field={field('patientemail')} label={labels.patientemail} type="email" maxLength={LIMITS.email} />
        <TextField field={field('patientphone')} label={labels.patientphone} type="tel" maxLength={LIMITS.phone} />
        <TextArea field={field('patientaddress')} label={labels.patientaddress} maxLength={LIMITS.long} />
        <TextField field={field('patientpost')} label={labels.patientpost} maxLength={LIMITS.postcode} />
        <ChoiceGroup legend={labels.nhsorprivate} className="sm:col-span-2">
          <div className="flex flex-wrap gap-x-8 gap-y-2">
            {(['1', '2'] as const).map((value) => (
              <Choice key={value} type="radio" id={`${nhsOrPrivate.id}-${value}`} name="nhsorprivate" value={value} label={NHS_OR_PRIVATE_LABELS[value]} defaultChecked={(nhsOrPrivate.defaultValue ?? '1') === value} />
            ))}
          </div>
        </ChoiceGroup>
      </Section>
      <Section title="You, the referring dentist">
        <TextField field={field('dentistname')} label={labels.dentistname} autoComplete="name" maxLength={LIMITS.short} />
        <TextField field={field('dentistpractice')} label={labels.dentistpractice} autoComplete="organization" maxLength={LIMITS.short} />
        <TextField field={field('dentistgdc')} label={labels.dentistgdc} inputMode="numeric" maxLength={LIMITS.gdc} />
        <TextField field={field('dentistemail')} label={labels.dentistemail} type="email" autoComplete="email" maxLength={LIMITS.email} />
        <TextField field={field('dentistphone')} label={labels.dentistphone} type="tel" autoComplete="tel" maxLength={LIMITS.phone} optional />
        <TextArea field={field('dentistaddress')} label={labels.dentistaddress} maxLength={LIMITS.long} />
        <div className="grid content-start gap-5">
          <TextField field={field('dentistpost')} label={labels.dentistpost} maxLength={LIMITS.postcode} />
          <TextField field={field('dentistbirth')} label={labels.dentistbirth} type="date" />
        </div>
      </Section>
      <Section title="The referral">
        <ChoiceGroup legend={labels.reasonforreferral} className="sm:col-span-2">
          <div className="grid gap-2 sm:grid-cols-2">
            {REFERRAL_REASONS.map((reason, index) => (
              <Choice key={reason} type="checkbox" id={`${reasons.id}-${index}`} name="reasonforreferral" value={reason} label={reason} defaultChecked={ticked.includes(reason)} />
            ))}
          </div>
        </ChoiceGroup>
        <TextArea field={field('reasonfor')} label={labels.reasonfor} maxLength={LIMITS.long} className="sm:col-span-2" />
        <TextArea field={field('dentalhistory')} label={labels.dentalhistory} maxLength={LIMITS.long} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <FileField field={field('uploadfile')} label={labels.uploadfile} hint={UPLOAD_HINT} />
        </div>
      </Section>
      <Honeypot id={field(HONEYPOT_FIELD).id} />
      <div>
        <FormAlerts state={state} id={alertsId} />
        <div>
          <SubmitButton pending={pending} label="Send referral" disableWhilePending />
        </div>
      </div>
    </form>
  )
}
