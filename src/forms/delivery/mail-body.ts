import { CONSENT_LABELS } from '../wording/choices'
import { type FormName } from '../constants'
import { NHS_OR_PRIVATE_LABELS, REQUEST_TYPE_LABELS } from '../wording/choices'
import { formDefinitions, FORM_TITLES } from '../registry'
import type { StoredUpload } from '../store/schema'

export interface MailContent {
  readonly subject: string
  readonly text: string
  readonly replyTo?: string
}

interface MailSource {
  readonly id: string
  /** Issue 46: what the practice, the visitor and the inbox call it (../store/submissions.ts referenceOf). */
  readonly reference: string
  readonly form: FormName
  readonly fields: Record<string, unknown>
  readonly upload: StoredUpload | null
  readonly receivedAt: Date
}

/** A stored value in words: choices by their labels, lists one per line, ticks as yes/no. */
function describe(key: string, value: unknown): string {
  if (key === 'consent') return CONSENT_LABELS[value === '2' ? '2' : '1']
  if (key === 'requesttype') return REQUEST_TYPE_LABELS[value === '2' ? '2' : '1']
  if (key === 'nhsorprivate') return NHS_OR_PRIVATE_LABELS[value === '2' ? '2' : '1']
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length > 0 ? value.map((item) => `- ${String(item)}`).join('\n') : 'None ticked'
  return typeof value === 'string' ? value : ''
}

/** The e-mail the practice reads: one 'Label: value' block per field, in the form's order. */
export function mailContent(source: MailSource): MailContent {
  const labels = formDefinitions[source.form].labels
  const { reference } = source
  const lines: string[] = [`Reference ${reference}: ${FORM_TITLES[source.form]} sent from the website.`, '']
  for (const [key, label] of Object.entries(labels)) {
    if (key === 'uploadfile') {
      if (source.upload) lines.push(`${label}:`, `  ${source.upload.originalName} (attached, ${Math.ceil(source.upload.size / 1024)} KB)`, '')
      continue
    }
    // The referral's NHS-or-private choice is shown on the form but, as docs/requirements.md §3 says, not sent.
    if (key === 'nhsorprivate') continue
    const text = describe(key, source.fields[key])
    lines.push(`${label}:`, ...text.split('\n').map((line) => `  ${line}`), '')
  }
  const received = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(source.receivedAt)
  lines.push(`Received ${received} (UK time).`)
  // A referral is the referring dentist's (issue 46): the practice's reply goes to them, not the patient.
  const email = source.fields.email ?? source.fields.dentistemail ?? source.fields.patientemail
  return {
    // The form and the reference only (issue 34, point 10): mail systems log and index subjects
    // more loosely than bodies, and a referral's patient name is health data.
    subject: `${FORM_TITLES[source.form]}: reference ${reference}`,
    text: lines.join('\n'),
    replyTo: typeof email === 'string' && email ? email : undefined,
  }
}
