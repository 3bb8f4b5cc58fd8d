/**
 * A process for forms-store.test.ts's crash test, run with `tsx --conditions=react-server`: opens
 * the store (DATA_DIR, or DATABASE_URL), stores one submission, says `stored <its pid> <submission> <outbox>`
 * and waits to be killed (kill -9: no exit handler, no close, no checkpoint runs).
 */
import { openStore } from '@/forms/store/db'
import { saveSubmission } from '@/forms/store/submissions'

const store = await openStore({ dataDir: process.env.DATA_DIR ?? '', databaseUrl: process.env.DATABASE_URL || undefined })
const { submissionId, outboxId } = await saveSubmission(store.db, { form: 'enquiry', fields: { fullname: 'Crash Test', comments: 'Kept?' }, channel: 'smtp', reference: { prefix: 'TST' } })
// Its own pid: tsx runs the script in a node process of its own, which is the one to kill.
console.log(`stored ${process.pid} ${submissionId} ${outboxId}`)
setInterval(() => undefined, 60_000)
