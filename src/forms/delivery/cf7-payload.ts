import { CONSENT_LABELS } from '../wording/choices'
import { type FormName } from '../constants'
import { AGREEMENT_TEXT, REQUEST_TYPE_LABELS } from '../wording/choices'

/** docs/requirements.md §7: the Contact Form 7 form behind each of our forms. */
export const CF7_FORM_IDS: Record<FormName, number> = { enquiry: 4278, contact: 4276, registration: 5567, referral: 4279 }

/**
 * Issue 46 (docs/deviations.md): the referring dentist, after the spec's referral keys and under
 * our own names; a CF7 form with `[dentistgdc]` and the like puts them in its mail.
 */
const REFERRING_DENTIST = ['dentistname', 'dentistpractice', 'dentistgdc', 'dentistemail', 'dentistphone'] as const

export type Cf7Entry = readonly [key: string, value: string]

/** The unit tag CF7 requires since 5.8.7 (missing or empty: HTTP 400). */
export function unitTag(formId: number): string {
  return `wpcf7-f${formId}-o1`
}

const text = (fields: Record<string, unknown>, key: string): string => {
  const value = fields[key]
  return typeof value === 'string' ? value : ''
}

/**
 * The multipart text entries for a stored submission, in docs/requirements.md §7's order and spelling
 * (our controls say `fullname`, CF7's form says `fullName`). The referral's file is added by
 * the sender as `uploadfile`; `nhsorprivate` is never sent. One key beyond the spec (issue 46,
 * docs/deviations.md): `reference`, the submission's reference, so the practice's CF7 mail (a
 * `[reference]` tag) names it as the visitor and the inbox do; CF7 ignores a key its form lacks.
 */
export function cf7Entries(form: FormName, fields: Record<string, unknown>, reference: string): Cf7Entry[] {
  return [...formEntries(form, fields), ['reference', reference], ['_wpcf7_unit_tag', unitTag(CF7_FORM_IDS[form])]]
}

function formEntries(form: FormName, fields: Record<string, unknown>): Cf7Entry[] {
  const get = (key: string) => text(fields, key)
  switch (form) {
    case 'enquiry':
      return [
        ['fullName', get('fullname')],
        ['email', get('email')],
        ['interested', get('interested')],
        ['phone', get('phone')],
        ['comments', get('comments')],
        ['label_first', get('consent') === '1' ? CONSENT_LABELS['1'] : CONSENT_LABELS['2']],
      ]
    case 'contact':
      return [
        ['firstName', get('firstname')],
        ['lastName', get('lastname')],
        ['email', get('email')],
        ['interested', get('interested')],
        ['phone', get('phone')],
        ['comments', get('comments')],
        ['label_first', get('requesttype') === '1' ? REQUEST_TYPE_LABELS['1'] : REQUEST_TYPE_LABELS['2']],
      ]
    case 'registration':
      return [
        ['firstName', get('firstname')],
        ['lastName', get('lastname')],
        ['email', get('email')],
        ['phone', get('phone')],
        ['label_first', fields.agreement === true ? AGREEMENT_TEXT : ''],
      ]
    case 'referral': {
      const reasons = Array.isArray(fields.reasonforreferral) ? fields.reasonforreferral.filter((item) => typeof item === 'string') : []
      const plain = ['patientemail', 'patientname', 'patientphone', 'patientbirth', 'patientpost', 'patientaddress', 'dentistbirth', 'dentistpost', 'dentistaddress', 'dentalhistory', 'reasonfor', ...REFERRING_DENTIST]
      return [...plain.map((key): Cf7Entry => [key, get(key)]), ...reasons.map((reason): Cf7Entry => ['reasonforreferral[]', reason])]
    }
  }
}

/** CF7's answer names its own fields; these are ours. */
const OUR_NAMES: Record<string, string> = { fullName: 'fullname', firstName: 'firstname', lastName: 'lastname', 'reasonforreferral[]': 'reasonforreferral' }

export function ourFieldName(form: FormName, cf7Field: string): string {
  if (cf7Field === 'label_first') return form === 'enquiry' ? 'consent' : form === 'contact' ? 'requesttype' : 'agreement'
  return OUR_NAMES[cf7Field] ?? cf7Field
}
