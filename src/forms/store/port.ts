/**
 * The submission store's one port (issue 27): what the forms ask of a database, whatever holds
 * it. Two adapters answer it: SQLite (node:sqlite, embedded, one process: ./sqlite.ts) and
 * PostgreSQL (node-postgres through Drizzle, several instances: ./postgres.ts). The rules (ids,
 * back-off, what a retry or the retention period means) live once, in submissions.ts, outbox.ts and
 * retention.ts; an adapter only reads and writes rows, each method in one transaction.
 * Types only: importing this file loads no driver.
 */

/** A file kept with a submission: stored under a generated name, outside the web root. */
export interface StoredUpload {
  readonly storedName: string
  readonly originalName: string
  readonly mimeType: string
  readonly size: number
  /** Issue 12: the bytes are in `upload_files` (with DATABASE_URL), not under DATA_DIR/uploads. */
  readonly inDatabase?: true
}

export type Channel = 'cf7' | 'smtp' | 'store'
/** What an outbox job does (issue 46): hand the submission to the practice, acknowledge it to its sender, or (later) tell a referrer its status. */
export type JobKind = 'deliver' | 'acknowledge' | 'status'
export type OutboxStatus = 'pending' | 'delivered' | 'failed'

/** Every accepted submission, exactly as validated. */
export interface SubmissionRow {
  /** Internal (a UUID): people name a submission by its reference. */
  id: string
  /**
   * What the visitor, the practice and the inbox call it (issue 46: `LDC-7K3M-9QX2`, ../reference.ts),
   * unique. Null only for a row stored before references existed, until the store's start gives it one.
   */
  reference: string | null
  form: string
  fields: Record<string, unknown>
  upload: StoredUpload | null
  receivedAt: Date
  /** When `npm run inbox -- --csv` last exported it: the practice has it, so retention may start. */
  exportedAt: Date | null
}

/**
 * A job of a submission, written in the same transaction: one `deliver` job each, and an
 * `acknowledge` job where one is due (issue 46). `leaseUntil` marks a row someone is delivering
 * right now, so neither the relay nor a second instance sends it again.
 */
export interface OutboxRow {
  id: string
  submissionId: string
  /** deliver | acknowledge | status (JobKind). */
  kind: string
  /**
   * An acknowledgement's address, and nothing else of the submission (the template is built from
   * the job and the reference, never the fields); cleared once sent, when the hash is the log.
   */
  recipient: string | null
  /** SHA-256 of the normalised address: with deliveredAt and the job's Message-ID, the acknowledgement log. */
  recipientHash: string | null
  /** cf7 | smtp | store, fixed when the submission arrives. */
  channel: string
  /** pending | delivered | failed */
  status: string
  attempts: number
  nextAttemptAt: Date
  leaseUntil: Date | null
  lastError: string | null
  deliveredAt: Date | null
  createdAt: Date
}

export interface InboxEntry {
  readonly submission: SubmissionRow
  readonly delivery: Pick<OutboxRow, 'channel' | 'status' | 'attempts' | 'lastError' | 'deliveredAt'> | null
}

/** A submission as written: its row, its outbox row, and (PostgreSQL only) its file's bytes. */
export interface SubmissionWrite {
  readonly submission: SubmissionRow
  readonly outbox: OutboxRow
  /** Its acknowledgement jobs, where any are due. */
  readonly acknowledgements?: readonly OutboxRow[]
  readonly uploadBytes?: Uint8Array
}

export interface Database {
  /**
   * The submission, its file's bytes (if kept in the database) and its outbox row: all or none.
   * False, with nothing written, when another submission has its reference (the caller draws again).
   */
  insertSubmission(write: SubmissionWrite): Promise<boolean>
  getSubmission(id: string): Promise<SubmissionRow | undefined>
  /** Newest first, each with its deliver job. */
  listSubmissions(options: { since?: Date; form?: string }): Promise<InboxEntry[]>
  readStoredFile(storedName: string): Promise<Buffer | undefined>
  /**
   * Pending rows due at `now` whose lease is absent or over, earliest first (only `ids` if given):
   * leased until `leaseUntil` and counted as an attempt, in one transaction that no other claim
   * can interleave with.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number, ids?: readonly string[]): Promise<OutboxRow[]>
  /** These updates touch a row only while it is pending; each says whether it did. */
  markDelivered(id: string, now: Date): Promise<boolean>
  scheduleRetry(id: string, nextAttemptAt: Date, error: string): Promise<void>
  markFailed(id: string, error: string): Promise<void>
  listOutbox(statuses: readonly string[]): Promise<OutboxRow[]>
  /** Failed rows (all, or these ids) back to pending, due `now`, attempts from 0; how many. */
  requeueFailed(ids: readonly string[] | undefined, now: Date): Promise<number>
  /**
   * Submissions received before `cutoff` that the practice has (delivered to Contact Form 7 or by
   * e-mail, or exported) or that will never reach it (failed): retention.ts says why.
   */
  expiredSubmissions(cutoff: Date): Promise<Array<Pick<SubmissionRow, 'id' | 'upload'>>>
  /** Deletes these submissions with their outbox rows and stored files, in one transaction. */
  deleteSubmissions(ids: readonly string[]): Promise<void>
  markExported(ids: readonly string[], now: Date): Promise<void>
  /** Ids of the submissions stored before references existed (at most `limit`). */
  unreferenced(limit: number): Promise<string[]>
  /** Gives a submission without one this reference; false when another has it (or it has one). */
  setReference(id: string, reference: string): Promise<boolean>
  /**
   * Embedded only: deletes the copy of an older store the adapter imported (DATA_DIR/db.pglite-imported)
   * once every submission it held was received before `cutoff`; whether it did.
   */
  purgeImportedCopy?(cutoff: Date): Promise<boolean>
}

/** An open submission store; `kind` says which engine holds it. */
export interface Store {
  readonly db: Database
  readonly kind: 'sqlite' | 'postgres'
  close(): Promise<void>
}
