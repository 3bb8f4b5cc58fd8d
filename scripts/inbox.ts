/**
 * npm run inbox [-- --csv [file]] [--form enquiry|contact|registration|referral] [--since 2025-01-31] [--show REF] [--file REF [path]] [--purge]
 * Lists the stored form submissions (newest first), exports them as CSV, prints one in full, or
 * writes one's uploaded file (a referral's X-ray) to disk. REF is a submission's reference as the
 * visitor read it out (LDC-7K3M-9QX2, in any case, with or without hyphens or the prefix; O read as
 * 0, I and L as 1: src/forms/reference.ts), or the start of its internal id.
 * A CSV export to a file marks what it wrote as the practice's, which starts its retention period;
 * to the terminal it marks nothing. --file writes to path, or to ID.ext in the current folder,
 * owner-only and never over an existing file; it marks nothing either (see saveFile). --purge
 * deletes now what the retention period (RETENTION_DAYS) allows, as the server does every hour:
 * submissions delivered, exported, or failed (refused by Contact Form 7, or given up after every
 * retry), with their files. Take out what the practice still needs before then.
 * --backup FILE copies the embedded database, consistently, while the site runs (docs/deployment.md
 * says how to restore it); with DATABASE_URL use PostgreSQL's own tools.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { withStoreOperations } from '@/forms/cli'
import { formsConfig } from '@/forms/config'
import { backupSqlite } from '@/forms/store/backup'
import { FORM_NAMES, type FormName } from '@/forms/constants'
import type { StoreOperations } from '@/forms/control'
import { toCsv } from '@/forms/csv'
import { mailContent } from '@/forms/delivery/mail-body'
import { parseReference } from '@/forms/reference'
import { referenceOf, type InboxEntry } from '@/forms/store/submissions'

const { values, positionals } = parseArgs({
  options: { csv: { type: 'boolean' }, form: { type: 'string' }, since: { type: 'string' }, show: { type: 'string' }, file: { type: 'string' }, purge: { type: 'boolean' }, backup: { type: 'string' } },
  allowPositionals: true,
})

/**
 * One submission by its reference (the prefix may be left out), else by its id or the start of it;
 * a start that fits two is refused rather than guessed.
 */
function find(entries: readonly InboxEntry[], typed: string): InboxEntry {
  const parsed = parseReference(typed)
  if (parsed.ok) {
    const match = entries.find(({ submission: { reference } }) => (parsed.prefix ? reference === parsed.reference : reference?.endsWith(`-${parsed.reference}`)))
    if (match) return match
  }
  const prefix = typed.trim().toLowerCase()
  const [entry, ...others] = prefix ? entries.filter(({ submission }) => submission.id.startsWith(prefix)) : []
  if (!entry) throw new Error(`No submission ${typed}${parsed.ok ? '' : ` (${parsed.error})`}`)
  if (others.length > 0) throw new Error(`${prefix} is the start of ${others.length + 1} submissions' ids: give more of it`)
  return entry
}

async function exportCsv(operations: StoreOperations, entries: readonly InboxEntry[], via: string, file: string | undefined): Promise<void> {
  const csv = toCsv(entries)
  if (!file) {
    process.stdout.write(csv)
    // A screen (or a pipe) is no proof the practice kept a copy: their retention period must not start.
    console.error(`Printed ${entries.length} submission(s) from ${via}; not marked as exported. Use --csv file.csv to export them.`)
    return
  }
  await writeFile(file, csv, { mode: 0o600 })
  // Only once written to a file: the practice now holds them, so their retention period may run.
  await operations.exported(entries.map(({ submission }) => submission.id))
  console.error(`Wrote ${entries.length} submission(s) to ${file} (from ${via}) and marked them as exported.`)
}

/**
 * Writes the submission's uploaded file. It marks nothing: the file alone is not the submission
 * (the CSV holds the answers), so marking it would start the retention period of a stored-only
 * referral whose answers nobody has exported, and recording it would need a column of its own.
 * The CSV export stays the one act that says "the practice has it".
 */
async function saveFile(operations: StoreOperations, { submission }: InboxEntry, via: string, target: string | undefined): Promise<void> {
  const { upload } = submission
  if (!upload) throw new Error(`Submission ${referenceOf(submission)} has no uploaded file`)
  // The stored name ends in the original name's extension, checked and lower-cased when stored.
  const file = target ?? `${referenceOf(submission)}${path.extname(upload.storedName)}`
  const bytes = Buffer.from(await operations.uploadedFile(submission.id), 'base64')
  await writeFile(file, bytes, { mode: 0o600, flag: 'wx' }).catch((error: unknown) => {
    throw (error as NodeJS.ErrnoException).code === 'EEXIST' ? new Error(`${file} already exists; nothing written. Give another path.`) : error
  })
  console.error(`Wrote ${upload.originalName} (${bytes.byteLength} bytes) of submission ${referenceOf(submission)} to ${file} (from ${via}); not marked as exported.`)
}

function show({ submission, delivery }: InboxEntry): void {
  console.log(mailContent({ ...submission, reference: referenceOf(submission), form: submission.form as FormName }).text)
  console.log(`\nDelivery: ${delivery ? `${delivery.channel}, ${delivery.status}${delivery.lastError ? ` (${delivery.lastError})` : ''}` : 'none'}`)
  if (!submission.upload) return
  console.log(submission.upload.inDatabase ? `File kept in the database (upload_files) as ${submission.upload.storedName}` : `File kept as uploads/${submission.upload.storedName}`)
  console.log(`Write it out with: npm run inbox -- --file ${referenceOf(submission)} [path]`)
}

function list(entries: readonly InboxEntry[], via: string): void {
  console.log(`${entries.length} submission(s) in ${via}:\n`)
  for (const { submission, delivery } of entries) {
    const fields = submission.fields as Record<string, unknown>
    const who = [fields.fullname ?? fields.patientname ?? [fields.firstname, fields.lastname].join(' '), fields.email ?? fields.patientemail].filter(Boolean).join(' <') + (fields.email || fields.patientemail ? '>' : '')
    const when = submission.receivedAt.toLocaleString('en-GB', { timeZone: 'Europe/London' })
    console.log(`${referenceOf(submission)}  ${when}  ${submission.form.padEnd(12)}  ${who}  [${delivery ? `${delivery.channel}: ${delivery.status}` : 'no delivery'}]`)
  }
  if (entries.length > 0) console.log('\nnpm run inbox -- --show REF prints one in full; --file REF [path] writes its file; --csv file exports them all.')
}

/** Beside the running site, not through it: a read-only snapshot needs neither its lock nor its socket. */
function backup(target: string): void {
  const config = formsConfig()
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back PostgreSQL up with its own tools (pg_dump); the uploaded files are in it too.')
  backupSqlite(config.dataDir, target)
  console.error(`Wrote a copy of ${config.dataDir}/forms.sqlite to ${target}. Copy DATA_DIR/uploads too: the referrals' files are not in it.`)
}

async function main() {
  if (values.backup) return backup(values.backup)
  if (values.form && !FORM_NAMES.includes(values.form as FormName)) throw new Error(`--form must be one of ${FORM_NAMES.join(', ')}`)
  if (values.since && Number.isNaN(Date.parse(values.since))) throw new Error('--since must be a date, e.g. 2025-01-31')
  await withStoreOperations(async (operations, via) => {
    if (values.purge) {
      const { deleted } = await operations.purge()
      console.log(`Deleted ${deleted.length} submission(s) past the retention period from ${via}${deleted.length ? `: ${deleted.join(', ')}` : '.'}`)
      return
    }
    const entries = await operations.inbox({ since: values.since, form: values.form as FormName | undefined })
    if (values.csv) return exportCsv(operations, entries, via, positionals[0])
    if (values.file) return saveFile(operations, find(entries, values.file), via, positionals[0])
    if (values.show) return show(find(entries, values.show))
    list(entries, via)
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
