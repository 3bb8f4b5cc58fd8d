import 'server-only'
import type { FormsConfig } from './config'
import { deliverSubmission } from './delivery'
import { describeError, type DeliveryResult } from './delivery/result'
import type { Database } from './store/db'
import { claimDue, markDelivered, markFailed, MAX_ATTEMPTS, scheduleRetry } from './store/outbox'
import type { Channel, OutboxRow } from './store/schema'
import { getSubmission } from './store/submissions'

export type Deliver = typeof deliverSubmission

export interface RelaySummary {
  delivered: number
  retrying: number
  failed: number
}

/** Delivers one claimed row and records the outcome; returns the adapter's result for the visitor. */
export async function deliverClaimed(db: Database, config: FormsConfig, row: OutboxRow, deliver: Deliver = deliverSubmission): Promise<DeliveryResult> {
  const submission = await getSubmission(db, row.submissionId)
  if (!submission) {
    await markFailed(db, row.id, 'Submission missing from the store')
    return { kind: 'permanent', error: 'Submission missing from the store' }
  }
  const result = await deliver(config, row.channel as Channel, submission).catch((error: unknown): DeliveryResult => ({ kind: 'transient', error: describeError(error) }))
  switch (result.kind) {
    case 'delivered':
      await markDelivered(db, row.id)
      break
    case 'transient':
      await scheduleRetry(db, row, result.error)
      break
    case 'rejected':
      await markFailed(db, row.id, `Refused by the form service: ${result.message} ${JSON.stringify(result.fieldErrors)}`)
      break
    case 'permanent':
      await markFailed(db, row.id, result.error)
      break
  }
  if (result.kind !== 'delivered') console.error(`[forms] delivery of ${row.id} (${row.channel}, attempt ${row.attempts}): ${result.kind}`, 'error' in result ? result.error : result.message)
  return result
}

/** One pass of the outbox: every due row is claimed, delivered and recorded. */
export async function relayOnce(db: Database, config: FormsConfig, deliver: Deliver = deliverSubmission, now = new Date()): Promise<RelaySummary> {
  const summary: RelaySummary = { delivered: 0, retrying: 0, failed: 0 }
  for (;;) {
    const rows = await claimDue(db, now)
    if (rows.length === 0) return summary
    for (const row of rows) {
      const result = await deliverClaimed(db, config, row, deliver)
      if (result.kind === 'delivered') summary.delivered += 1
      else if (result.kind === 'transient' && row.attempts < MAX_ATTEMPTS) summary.retrying += 1
      else summary.failed += 1
    }
  }
}
