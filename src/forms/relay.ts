import 'server-only'
import { formsLog } from '@/lib/log'
import { sendAcknowledgement } from './acknowledge-send'
import type { FormsConfig } from './config'
import { deliverSubmission } from './delivery'
import { describeError, type DeliveryResult } from './delivery/result'
import type { Database } from './store/db'
import { claimDue, markDelivered, markFailed, MAX_ATTEMPTS, scheduleRetry } from './store/outbox'
import type { Channel, OutboxRow } from './store/schema'
import { getSubmission } from './store/submissions'

export type Deliver = typeof deliverSubmission
export type Acknowledge = typeof sendAcknowledgement

export interface RelaySummary {
  delivered: number
  retrying: number
  failed: number
}

/**
 * Delivers one claimed row and records the outcome; returns the adapter's result for the visitor.
 * Every kind of job has the same lease, retries and marks: an acknowledgement is sent, like the
 * practice's e-mail, at least once, and twice only if an instance dies between the server's
 * acceptance and the mark (its Message-ID is the same both times).
 */
export async function deliverClaimed(db: Database, config: FormsConfig, row: OutboxRow, deliver: Deliver = deliverSubmission, acknowledge: Acknowledge = sendAcknowledgement): Promise<DeliveryResult> {
  const submission = await getSubmission(db, row.submissionId)
  if (!submission) {
    await markFailed(db, row.id, 'Submission missing from the store')
    return { kind: 'permanent', error: 'Submission missing from the store' }
  }
  const send = row.kind === 'acknowledge' ? acknowledge(config, row, submission) : deliver(config, row.channel as Channel, submission, db)
  const result = await send.catch((error: unknown): DeliveryResult => {
    formsLog.error('delivery threw', { id: submission.id, form: submission.form, channel: jobName(row), error })
    return { kind: 'transient', error: describeError(error), code: 'THREW' }
  })
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
  // The service's own words (result.error, result.message) go to the store, not the log: they can quote the submission.
  if (result.kind !== 'delivered') {
    formsLog.error('delivery not done', { id: submission.id, form: submission.form, channel: jobName(row), attempt: row.attempts, kind: result.kind, code: 'code' in result ? result.code : undefined })
  }
  return result
}

/** A job as the log names it: a delivery by its channel, any other job by its kind (never its address). */
const jobName = (row: OutboxRow): string => (row.kind === 'deliver' ? row.channel : row.kind)

/** Reads the time; tests give one that runs fast. */
export type Clock = () => Date

/** A Date starts a clock at that time, which then runs (tests that jump ahead to a retry). */
function clockFrom(now: Date | Clock): Clock {
  if (typeof now === 'function') return now
  const offset = now.getTime() - Date.now()
  return () => new Date(Date.now() + offset)
}

/**
 * One pass of the outbox: every due row is claimed, delivered and recorded, one row at a time.
 * The clock is read at each claim, so a row's lease (LEASE_MS) runs from when that row is
 * claimed: a time fixed at the start of the pass gave the rows met minutes into a backlog a
 * lease already run out, and another instance claimed and sent them again.
 */
export async function relayOnce(db: Database, config: FormsConfig, deliver: Deliver = deliverSubmission, now: Date | Clock = () => new Date()): Promise<RelaySummary> {
  const clock = clockFrom(now)
  const summary: RelaySummary = { delivered: 0, retrying: 0, failed: 0 }
  for (;;) {
    const [row] = await claimDue(db, clock())
    if (!row) return summary
    const result = await deliverClaimed(db, config, row, deliver)
    if (result.kind === 'delivered') summary.delivered += 1
    else if (result.kind === 'transient' && row.attempts < MAX_ATTEMPTS) summary.retrying += 1
    else summary.failed += 1
  }
}
