import { FORM_NAMES } from './constants'
import { formDefinitions } from './registry'
import { referenceOf, type InboxEntry } from './store/submissions'

/** Submissions as CSV (RFC 4180) for a spreadsheet: one row each, every form's fields as columns. */
export function toCsv(entries: readonly InboxEntry[]): string {
  // The forms' own order first (the database keeps JSON keys in its own order), then anything else.
  const present = new Set(entries.map(({ submission }) => submission.form))
  const fieldKeys: string[] = FORM_NAMES.filter((form) => present.has(form)).flatMap((form) => Object.keys(formDefinitions[form].labels).filter((key) => key !== 'uploadfile'))
  for (const { submission } of entries) for (const key of Object.keys(submission.fields)) fieldKeys.push(key)
  fieldKeys.splice(0, fieldKeys.length, ...new Set(fieldKeys))
  const header = ['reference', 'id', 'received_at', 'form', ...fieldKeys, 'upload_name', 'upload_stored_as', 'delivery', 'delivery_status', 'attempts', 'last_error']
  const rows = entries.map(({ submission, delivery }) => [
    referenceOf(submission),
    submission.id,
    submission.receivedAt.toISOString(),
    submission.form,
    ...fieldKeys.map((key) => cellText(submission.fields[key])),
    submission.upload?.originalName ?? '',
    submission.upload?.storedName ?? '',
    delivery?.channel ?? '',
    delivery?.status ?? '',
    String(delivery?.attempts ?? ''),
    delivery?.lastError ?? '',
  ])
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

function cellText(value: unknown): string {
  if (Array.isArray(value)) return value.join('; ')
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return value === undefined || value === null ? '' : String(value)
}

/** Quoted when needed; a leading = + - @ is defused so a spreadsheet never runs a visitor's formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
