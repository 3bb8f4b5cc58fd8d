import 'server-only'
import { randomUUID } from 'node:crypto'
import type { FormName } from '../constants'
import type { Channel, Database, InboxEntry, StoredUpload, SubmissionRow } from './port'

export type { InboxEntry } from './port'

export interface NewSubmission {
  /** Chosen by the caller when it must name the submission before it is stored (in a log line). */
  readonly id?: string
  readonly form: FormName
  readonly fields: Record<string, unknown>
  readonly upload?: StoredUpload
  /** The upload's bytes, written to `upload_files` in the same transaction (the upload says `inDatabase`). */
  readonly uploadBytes?: Uint8Array
  readonly channel: Channel
}

/**
 * Writes the submission and its outbox row in one transaction, before any delivery is tried.
 * With nothing to deliver to (stored only) the row is complete at once: the store is the inbox.
 */
export async function saveSubmission(db: Database, submission: NewSubmission, now = new Date()): Promise<{ submissionId: string; outboxId: string }> {
  const submissionId = submission.id ?? randomUUID()
  const outboxId = randomUUID()
  const storedOnly = submission.channel === 'store'
  await db.insertSubmission({
    submission: { id: submissionId, form: submission.form, fields: submission.fields, upload: submission.upload ?? null, receivedAt: now, exportedAt: null },
    uploadBytes: submission.upload?.inDatabase ? submission.uploadBytes : undefined,
    outbox: {
      id: outboxId,
      submissionId,
      channel: submission.channel,
      status: storedOnly ? 'delivered' : 'pending',
      attempts: 0,
      nextAttemptAt: now,
      leaseUntil: null,
      lastError: null,
      deliveredAt: storedOnly ? now : null,
      createdAt: now,
    },
  })
  return { submissionId, outboxId }
}

export function getSubmission(db: Database, id: string): Promise<SubmissionRow | undefined> {
  return db.getSubmission(id)
}

/** Newest first, each with its delivery state, for `npm run inbox`. */
export function listSubmissions(db: Database, options: { since?: Date; form?: FormName } = {}): Promise<InboxEntry[]> {
  return db.listSubmissions(options)
}

/** The bytes of an upload kept in the database (with DATABASE_URL). */
export async function readStoredFile(db: Database, storedName: string): Promise<Buffer> {
  const bytes = await db.readStoredFile(storedName)
  if (!bytes) throw new Error(`No stored file ${storedName}`)
  return bytes
}
