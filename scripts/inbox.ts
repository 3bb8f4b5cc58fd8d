/**
 * npm run inbox [-- --csv [file]] [--form enquiry|contact|registration|referral] [--since 2025-01-31] [--show ID] [--purge]
 * Lists the stored form submissions (newest first), exports them as CSV, or prints one in full.
 * An export marks what it wrote as the practice's, which starts its retention period; --purge
 * deletes now what the retention period (RETENTION_DAYS) allows, as the server does every hour.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { withStoreOperations } from '@/forms/cli'
import { FORM_NAMES, type FormName } from '@/forms/constants'
import { toCsv } from '@/forms/csv'
import { mailContent } from '@/forms/delivery/mail-body'

const { values, positionals } = parseArgs({
  options: { csv: { type: 'boolean' }, form: { type: 'string' }, since: { type: 'string' }, show: { type: 'string' }, purge: { type: 'boolean' } },
  allowPositionals: true,
})

async function main() {
  if (values.form && !FORM_NAMES.includes(values.form as FormName)) throw new Error(`--form must be one of ${FORM_NAMES.join(', ')}`)
  if (values.since && Number.isNaN(Date.parse(values.since))) throw new Error('--since must be a date, e.g. 2025-01-31')
  await withStoreOperations(async (operations, via) => {
    if (values.purge) {
      const { deleted } = await operations.purge()
      console.log(`Deleted ${deleted.length} submission(s) past the retention period from ${via}${deleted.length ? `: ${deleted.join(', ')}` : '.'}`)
      return
    }
    const entries = await operations.inbox({ since: values.since, form: values.form as FormName | undefined })
    if (values.csv) {
      const csv = toCsv(entries)
      const file = positionals[0]
      if (file) {
        await writeFile(file, csv, { mode: 0o600 })
        console.error(`Wrote ${entries.length} submissions to ${file} (from ${via}).`)
      } else process.stdout.write(csv)
      // Only once written: the practice now holds them, so their retention period may run.
      await operations.exported(entries.map(({ submission }) => submission.id))
      return
    }
    if (values.show) {
      const entry = entries.find(({ submission }) => submission.id.startsWith(values.show ?? ''))
      if (!entry) throw new Error(`No submission ${values.show}`)
      const { submission, delivery } = entry
      console.log(mailContent({ ...submission, form: submission.form as FormName }).text)
      console.log(`\nDelivery: ${delivery ? `${delivery.channel}, ${delivery.status}${delivery.lastError ? ` (${delivery.lastError})` : ''}` : 'none'}`)
      if (submission.upload) console.log(submission.upload.inDatabase ? `File kept in the database (upload_files) as ${submission.upload.storedName}` : `File kept as uploads/${submission.upload.storedName}`)
      return
    }
    console.log(`${entries.length} submission(s) in ${via}:\n`)
    for (const { submission, delivery } of entries) {
      const fields = submission.fields as Record<string, unknown>
      const who = [fields.fullname ?? fields.patientname ?? [fields.firstname, fields.lastname].join(' '), fields.email ?? fields.patientemail].filter(Boolean).join(' <') + (fields.email || fields.patientemail ? '>' : '')
      const when = submission.receivedAt.toLocaleString('en-GB', { timeZone: 'Europe/London' })
      console.log(`${submission.id.slice(0, 8)}  ${when}  ${submission.form.padEnd(12)}  ${who}  [${delivery ? `${delivery.channel}: ${delivery.status}` : 'no delivery'}]`)
    }
    if (entries.length > 0) console.log('\nnpm run inbox -- --show ID prints one in full; --csv [file] exports them all.')
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
