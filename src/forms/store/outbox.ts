import 'server-only'
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from './db'
import { outbox, type OutboxRow } from './schema'

/**
 * How long a claimed row is left to its deliverer before someone else may try it: longer than one
 * delivery can take (SMTP gives up after 10 + 10 + 20 s, Contact Form 7 after its time-out).
 */
export const LEASE_MS = 2 * 60_000
/** 30 s, 1, 2, 4 … minutes, at most 6 hours apart; after 12 tries (about a day) a row is failed. */
export const MAX_ATTEMPTS = 12
const FIRST_RETRY_MS = 30_000
const LONGEST_WAIT_MS = 6 * 60 * 60_000

export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS)
  // ±10 % jitter, so rows that failed together do not all come back together.
  return Math.round(base * (0.9 + random() * 0.2))
}

const claimable = (now: Date) =>
  and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now), or(isNull(outbox.leaseUntil), lt(outbox.leaseUntil, now)))

/**
 * Claims due rows for delivery: locked with FOR UPDATE SKIP LOCKED (so concurrent relays on
 * PostgreSQL never take the same row), leased from `now`, and counted as an attempt, in one short
 * transaction. Delivery itself happens outside it, so `now` must be the time of the claim.
 *
 * One row unless asked for more: rows claimed together are leased together, and the last of ten
 * would wait behind nine deliveries (each up to 40 s against a slow SMTP server) while its lease
 * ran out; another instance would then claim and send it too. A short transaction per row costs
 * nothing at a practice's volume.
 */
export async function claimDue(db: Database, now = new Date(), limit = 1, ids?: readonly string[]): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
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
      .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })
}

/** Only a pending row becomes delivered: a row is never marked, or sent, twice. */
export async function markDelivered(db: Database, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'delivered', deliveredAt: now, leaseUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
    .returning({ id: outbox.id })
  return rows.length > 0
}

/** A transient failure: try again later, or give up after MAX_ATTEMPTS (the submission stays stored). */
export async function scheduleRetry(db: Database, row: OutboxRow, error: string, now = new Date()): Promise<'retrying' | 'failed'> {
  if (row.attempts >= MAX_ATTEMPTS) {
    await markFailed(db, row.id, `${error} (gave up after ${row.attempts} attempts)`)
    return 'failed'
  }
  await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)), leaseUntil: null, lastError: error })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')))
  return 'retrying'
}

export async function markFailed(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'failed', leaseUntil: null, lastError: error })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
}

export async function listOutbox(db: Database, statuses: readonly string[] = ['pending', 'failed']): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(inArray(outbox.status, [...statuses]))
    .orderBy(asc(outbox.createdAt))
}

/** Puts failed rows back in the queue (all of them, or the given ids) after the cause is fixed. */
export async function requeueFailed(db: Database, ids?: readonly string[], now = new Date()): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, leaseUntil: null })
    .where(and(eq(outbox.status, 'failed'), ids ? inArray(outbox.id, [...ids]) : undefined))
    .returning({ id: outbox.id })
  return rows.length
}
