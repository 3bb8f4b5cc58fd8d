/**
 * npm run outbox [-- --list] [--requeue [ID ...]]
 * One relay pass over the outbox (what the server does every 10 seconds), then what is still
 * waiting or failed. --requeue puts failed rows (all, or the given ids) back first.
 */
import { parseArgs } from 'node:util'
import { withStoreOperations } from '@/forms/cli'

const { values, positionals } = parseArgs({ options: { list: { type: 'boolean' }, requeue: { type: 'boolean' } }, allowPositionals: true })

async function main() {
  await withStoreOperations(async (operations, via) => {
    if (values.requeue) console.log(`Requeued ${await operations.requeue(positionals.length > 0 ? positionals : undefined)} failed row(s).`)
    if (!values.list) {
      const summary = await operations.relay()
      console.log(`Relay pass through ${via}: ${summary.delivered} delivered, ${summary.retrying} to retry later, ${summary.failed} failed.`)
    }
    const rows = await operations.outbox()
    console.log(rows.length === 0 ? 'Nothing waiting: every submission has been delivered.' : `\n${rows.length} row(s) not delivered:`)
    for (const row of rows) {
      const next = row.status === 'pending' ? `next try ${row.nextAttemptAt.toLocaleString('en-GB', { timeZone: 'Europe/London' })}` : 'failed'
      console.log(`${row.id}  ${row.channel.padEnd(5)}  ${row.status.padEnd(8)} attempts ${row.attempts}  ${next}${row.lastError ? `\n    ${row.lastError}` : ''}`)
    }
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
