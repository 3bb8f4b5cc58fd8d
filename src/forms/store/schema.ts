import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import type { OutboxRow, StoredUpload, SubmissionRow } from './port'

/**
 * The PostgreSQL tables (DATABASE_URL), for the PostgreSQL adapter and `drizzle-kit generate`;
 * the embedded SQLite store's own are in drizzle/sqlite. Only the PostgreSQL adapter imports this
 * file's values: loading Drizzle costs the server about 250 MB (decision 011). The row types are
 * the port's, and the checks at the end keep the two the same.
 */
export type { Channel, JobKind, OutboxRow, OutboxStatus, StoredUpload, SubmissionRow } from './port'

/** Every accepted submission, exactly as validated. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey(),
    /** Issue 46: what people call it (`LDC-7K3M-9QX2`); null only until the store's start gives an older row one. */
    reference: text('reference'),
    form: text('form').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    upload: jsonb('upload').$type<StoredUpload>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When `npm run inbox -- --csv` last exported it: the practice has it, so retention may start. */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('submissions_reference_idx').on(table.reference)],
)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/**
 * A submission's uploaded file, when the store is PostgreSQL (DATABASE_URL): written in the
 * submission's own transaction, so a file can never be separated from its submission and several
 * instances need no shared disk. Deleted with its submission.
 */
export const uploadFiles = pgTable('upload_files', {
  storedName: text('stored_name').primaryKey(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
})

/**
 * A submission's jobs (one deliver job, and an acknowledge job where due), written in the same transaction. `lease_until` marks a row
 * someone is delivering right now, so neither the relay nor a second instance sends it again.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    /** deliver | acknowledge | status (issue 46): the inbox, retention and delivery state read `deliver` only. */
    kind: text('kind').notNull().default('deliver'),
    /** An acknowledgement's address (never a field value); cleared once sent. */
    recipient: text('recipient'),
    /** SHA-256 of the normalised address: the acknowledgement log with delivered_at and the Message-ID. */
    recipientHash: text('recipient_hash'),
    /** cf7 | smtp | store, fixed when the submission arrives. */
    channel: text('channel').notNull(),
    /** pending | delivered | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt), index('outbox_submission_idx').on(table.submissionId)],
)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Fails to compile if a table and the port's row type part ways. */
export const rowTypesMatch: [Same<typeof submissions.$inferSelect, SubmissionRow>, Same<typeof outbox.$inferSelect, OutboxRow>] = [true, true]
