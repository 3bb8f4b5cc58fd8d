import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, desc, eq, gte } from 'drizzle-orm'
import type { FormName } from '../constants'
import type { Database } from './db'
import { outbox, submissions, uploadFiles, type Channel, type OutboxRow, type StoredUpload, type SubmissionRow } from './schema'

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
  await db.transaction(async (tx) => {
    await tx.insert(submissions).values({ id: submissionId, form: submission.form, fields: submission.fields, upload: submission.upload ?? null, receivedAt: now })
    if (submission.upload?.inDatabase && submission.uploadBytes) {
      await tx.insert(uploadFiles).values({ storedName: submission.upload.storedName, submissionId, bytes: Buffer.from(submission.uploadBytes) })
    }
    await tx.insert(outbox).values({
      id: outboxId,
      submissionId,
      channel: submission.channel,
      status: storedOnly ? 'delivered' : 'pending',
      nextAttemptAt: now,
      deliveredAt: storedOnly ? now : null,
      createdAt: now,
    })
  })
  return { submissionId, outboxId }
}

export async function getSubmission(db: Database, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id))
  return row
}

export interface InboxEntry {
  readonly submission: SubmissionRow
  readonly delivery: Pick<OutboxRow, 'channel' | 'status' | 'attempts' | 'lastError' | 'deliveredAt'> | null
}

/** Newest first, each with its delivery state, for `npm run inbox`. */
export async function listSubmissions(db: Database, options: { since?: Date; form?: FormName } = {}): Promise<InboxEntry[]> {
  const rows = await db
    .select({ submission: submissions, outbox })
    .from(submissions)
    .leftJoin(outbox, eq(outbox.submissionId, submissions.id))
    .where(and(options.since ? gte(submissions.receivedAt, options.since) : undefined, options.form ? eq(submissions.form, options.form) : undefined))
    .orderBy(desc(submissions.receivedAt))
  return rows.map((row) => ({
    submission: row.submission,
    delivery: row.outbox && {
      channel: row.outbox.channel,
      status: row.outbox.status,
      attempts: row.outbox.attempts,
      lastError: row.outbox.lastError,
      deliveredAt: row.outbox.deliveredAt,
    },
  }))
}

/** The bytes of an upload kept in the database (with DATABASE_URL). */
export async function readStoredFile(db: Database, storedName: string): Promise<Buffer> {
  const [row] = await db.select({ bytes: uploadFiles.bytes }).from(uploadFiles).where(eq(uploadFiles.storedName, storedName))
  if (!row) throw new Error(`No stored file ${storedName}`)
  return row.bytes
}
