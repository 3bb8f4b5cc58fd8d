import 'server-only'
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { Pool } from 'pg'
import type { Database, OutboxRow, Store } from './port'
import * as schema from './schema'
import { outbox, submissions, uploadFiles } from './schema'

/**
 * The PostgreSQL adapter (DATABASE_URL): several instances share one database, so claims lock
 * their rows (FOR UPDATE SKIP LOCKED) and a file is kept in `upload_files` in the submission's
 * own transaction (no shared disk). Loaded only when DATABASE_URL is set (./db.ts).
 */
export async function openPostgres(connectionString: string, migrationsFolder: string): Promise<Store> {
  const pool = new Pool({ connectionString, max: 5 })
  try {
    const connection = await pool.connect()
    try {
      // Two instances starting together must not both migrate.
      await connection.query("SELECT pg_advisory_lock(hashtext('larkspur-forms-migrations'))")
      await migrate(drizzle({ client: connection, schema }), { migrationsFolder })
    } finally {
      await connection.query("SELECT pg_advisory_unlock(hashtext('larkspur-forms-migrations'))").catch(() => undefined)
      connection.release()
    }
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
  return { db: postgresDatabase(drizzle({ client: pool, schema })), kind: 'postgres', close: () => pool.end() }
}

/** PostgreSQL's unique_violation (23505), as node-postgres raises it or Drizzle wraps it. */
const uniqueViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = current.cause) if ((current as { code?: unknown }).code === '23505') return true
  return false
}

const claimable = (now: Date) => and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now), or(isNull(outbox.leaseUntil), lt(outbox.leaseUntil, now)))
/** The inbox, retention and the delivery state read a submission's deliver job only (issue 46). */
const isDeliverJob = and(eq(outbox.submissionId, submissions.id), eq(outbox.kind, 'deliver'))
const stillPending = (id: string) => and(eq(outbox.id, id), eq(outbox.status, 'pending'))

export function postgresDatabase(db: NodePgDatabase<typeof schema>): Database {
  return {
    async insertSubmission({ submission, outbox: row, acknowledgements = [], uploadBytes }) {
      return db.transaction(async (tx) => {
        // Only a taken reference is let pass, as "draw again"; any other conflict (an id) still throws.
        const inserted = await tx.insert(submissions).values(submission).onConflictDoNothing({ target: submissions.reference }).returning({ id: submissions.id })
        if (inserted.length === 0) return false
        if (submission.upload?.inDatabase && uploadBytes) {
          await tx.insert(uploadFiles).values({ storedName: submission.upload.storedName, submissionId: submission.id, bytes: Buffer.from(uploadBytes) })
        }
        await tx.insert(outbox).values([row, ...acknowledgements])
        return true
      })
    },
    async getSubmission(id) {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id))
      return row
    },
    async listSubmissions({ since, form }) {
      const rows = await db
        .select({ submission: submissions, outbox })
        .from(submissions)
        .leftJoin(outbox, isDeliverJob)
        .where(and(since ? gte(submissions.receivedAt, since) : undefined, form ? eq(submissions.form, form) : undefined))
        .orderBy(desc(submissions.receivedAt))
      return rows.map(({ submission, outbox: delivery }) => ({
        submission,
        delivery: delivery && { channel: delivery.channel, status: delivery.status, attempts: delivery.attempts, lastError: delivery.lastError, deliveredAt: delivery.deliveredAt },
      }))
    },
    async readStoredFile(storedName) {
      const [row] = await db.select({ bytes: uploadFiles.bytes }).from(uploadFiles).where(eq(uploadFiles.storedName, storedName))
      return row?.bytes
    },
    claimDue(now, leaseUntil, limit, ids) {
      return db.transaction(async (tx): Promise<OutboxRow[]> => {
        const due = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(claimable(now), ids ? inArray(outbox.id, [...ids]) : undefined))
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true })
        if (due.length === 0) return []
        return tx
          .update(outbox)
          .set({ leaseUntil, attempts: sql`${outbox.attempts} + 1` })
          .where(inArray(outbox.id, due.map((row) => row.id)))
          .returning()
      })
    },
    async markDelivered(id, now) {
      const rows = await db.update(outbox).set({ status: 'delivered', deliveredAt: now, leaseUntil: null, lastError: null, recipient: null }).where(stillPending(id)).returning({ id: outbox.id })
      return rows.length > 0
    },
    async scheduleRetry(id, nextAttemptAt, error) {
      await db.update(outbox).set({ nextAttemptAt, leaseUntil: null, lastError: error }).where(stillPending(id))
    },
    async markFailed(id, error) {
      await db.update(outbox).set({ status: 'failed', leaseUntil: null, lastError: error }).where(stillPending(id))
    },
    listOutbox(statuses) {
      return db.select().from(outbox).where(inArray(outbox.status, [...statuses])).orderBy(asc(outbox.createdAt))
    },
    async requeueFailed(ids, now) {
      const rows = await db
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, leaseUntil: null })
        .where(and(eq(outbox.status, 'failed'), ids ? inArray(outbox.id, [...ids]) : undefined))
        .returning({ id: outbox.id })
      return rows.length
    },
    expiredSubmissions(cutoff) {
      const handedOver = or(and(eq(outbox.status, 'delivered'), ne(outbox.channel, 'store')), isNotNull(submissions.exportedAt))
      return db
        .select({ id: submissions.id, upload: submissions.upload })
        .from(submissions)
        .leftJoin(outbox, isDeliverJob)
        .where(and(lt(submissions.receivedAt, cutoff), or(handedOver, eq(outbox.status, 'failed'))))
    },
    async deleteSubmissions(ids) {
      // upload_files rows go with their submission (ON DELETE CASCADE); every job too, pending or not, the acknowledgement log included.
      await db.transaction(async (tx) => {
        await tx.delete(outbox).where(inArray(outbox.submissionId, [...ids]))
        await tx.delete(submissions).where(inArray(submissions.id, [...ids]))
      })
    },
    async markExported(ids, now) {
      await db.update(submissions).set({ exportedAt: now }).where(inArray(submissions.id, [...ids]))
    },
    async unreferenced(limit) {
      const rows = await db.select({ id: submissions.id }).from(submissions).where(isNull(submissions.reference)).limit(limit)
      return rows.map((row) => row.id)
    },
    async setReference(id, reference) {
      try {
        const rows = await db.update(submissions).set({ reference }).where(and(eq(submissions.id, id), isNull(submissions.reference))).returning({ id: submissions.id })
        return rows.length > 0
      } catch (error) {
        if (uniqueViolation(error)) return false
        throw error
      }
    },
  }
}
