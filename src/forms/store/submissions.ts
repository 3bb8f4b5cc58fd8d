import 'server-only'
import { randomUUID } from 'node:crypto'
import type { FormName } from '../constants'
import { addressHash } from '../acknowledge-address'
import { cryptoDraw, newReference, type DrawValue } from '../reference'
import type { Channel, Database, InboxEntry, StoredUpload, SubmissionRow, SubmissionWrite } from './port'

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
  /**
   * When the relay may first take the deliver job: the request that stored it makes its own first
   * attempt, and claims it at this time, so a relay tick between the insert and that claim cannot
   * take it from under the visitor's answer. Default: at once.
   */
  readonly firstAttemptAt?: Date
  /** The practice's reference prefix (../reference-prefix.ts), and the random source (fixed in a test). */
  readonly reference: { readonly prefix: string; readonly draw?: DrawValue }
  /**
   * Where its acknowledgements go (issue 46), one job each: a job keeps its address and nothing
   * else of the submission. The caller has already taken each address's limit.
   */
  readonly acknowledgeTo?: readonly string[]
}

/** Draws before giving up: at 35 bits a second draw is already rare until millions are stored. */
export const REFERENCE_DRAWS = 8

/**
 * Writes the submission and its outbox row in one transaction, before any delivery is tried.
 * With nothing to deliver to (stored only) the row is complete at once: the store is the inbox.
 */
export async function saveSubmission(db: Database, submission: NewSubmission, now = new Date()): Promise<{ submissionId: string; outboxId: string; reference: string; acknowledgementIds: string[] }> {
  const submissionId = submission.id ?? randomUUID()
  const outboxId = randomUUID()
  for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
    const reference = newReference(submission.reference.prefix, submission.reference.draw)
    const rows = storedRows(submission, { submissionId, outboxId, reference }, now)
    // The unique index decides: a reference another submission has writes nothing, and is drawn again.
    if (await db.insertSubmission(rows)) return { submissionId, outboxId, reference, acknowledgementIds: (rows.acknowledgements ?? []).map(({ id }) => id) }
  }
  throw new Error(`No free reference in ${REFERENCE_DRAWS} draws`)
}

function storedRows(submission: NewSubmission, { submissionId, outboxId, reference }: { submissionId: string; outboxId: string; reference: string }, now: Date): SubmissionWrite {
  const storedOnly = submission.channel === 'store'
  const job = { submissionId, attempts: 0, nextAttemptAt: now, leaseUntil: null, lastError: null, createdAt: now }
  return {
    submission: { id: submissionId, reference, form: submission.form, fields: submission.fields, upload: submission.upload ?? null, receivedAt: now, exportedAt: null },
    uploadBytes: submission.upload?.inDatabase ? submission.uploadBytes : undefined,
    outbox: { ...job, nextAttemptAt: submission.firstAttemptAt ?? now, id: outboxId, kind: 'deliver', recipient: null, recipientHash: null, channel: submission.channel, status: storedOnly ? 'delivered' : 'pending', deliveredAt: storedOnly ? now : null },
    // Always by e-mail (SMTP_URL), whatever hands the submission to the practice.
    acknowledgements: (submission.acknowledgeTo ?? []).map((to) => ({ ...job, id: randomUUID(), kind: 'acknowledge', recipient: to, recipientHash: addressHash(to), channel: 'smtp', status: 'pending', deliveredAt: null })),
  }
}

/**
 * Gives every submission stored before references existed one of its own (issue 46): SQL cannot
 * compute the check symbol, so this runs in code when the store opens (./instance.ts, ../cli.ts),
 * a batch at a time; a reference already taken is drawn again. Returns how many it gave.
 */
export async function assignMissingReferences(db: Database, prefix: string, draw: DrawValue = cryptoDraw): Promise<number> {
  let given = 0
  for (let ids = await db.unreferenced(500); ids.length > 0; ids = await db.unreferenced(500)) {
    for (const id of ids) if (await giveReference(db, id, prefix, draw)) given += 1
  }
  return given
}

/** False when another instance starting beside this one gave it one first. */
async function giveReference(db: Database, id: string, prefix: string, draw: DrawValue): Promise<boolean> {
  for (let draws = 0; draws < REFERENCE_DRAWS; draws += 1) {
    if (await db.setReference(id, newReference(prefix, draw))) return true
    if ((await db.getSubmission(id))?.reference) return false
  }
  throw new Error(`No free reference in ${REFERENCE_DRAWS} draws`)
}

/** How people name a submission: its reference, or its id while an older row has none yet. */
export function referenceOf(submission: Pick<SubmissionRow, 'id' | 'reference'>): string {
  return submission.reference ?? submission.id
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
