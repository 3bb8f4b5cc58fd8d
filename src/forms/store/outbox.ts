import 'server-only'
import type { Database, OutboxRow } from './port'

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

/**
 * Claims due rows for delivery: taken so that concurrent claims never take the same row
 * (PostgreSQL: FOR UPDATE SKIP LOCKED; SQLite: one process, one writer, a synchronous
 * transaction), leased from `now`, and counted as an attempt, in one short transaction. Delivery
 * itself happens outside it, so `now` must be the time of the claim.
 *
 * One row unless asked for more: rows claimed together are leased together, and the last of ten
 * would wait behind nine deliveries (each up to 40 s against a slow SMTP server) while its lease
 * ran out; another instance would then claim and send it too. A short transaction per row costs
 * nothing at a practice's volume.
 */
export function claimDue(db: Database, now = new Date(), limit = 1, ids?: readonly string[]): Promise<OutboxRow[]> {
  return db.claimDue(now, new Date(now.getTime() + LEASE_MS), limit, ids)
}

/** Only a pending row becomes delivered: a row is never marked, or sent, twice. */
export function markDelivered(db: Database, id: string, now = new Date()): Promise<boolean> {
  return db.markDelivered(id, now)
}

/** A transient failure: try again later, or give up after MAX_ATTEMPTS (the submission stays stored). */
export async function scheduleRetry(db: Database, row: OutboxRow, error: string, now = new Date()): Promise<'retrying' | 'failed'> {
  if (row.attempts >= MAX_ATTEMPTS) {
    await markFailed(db, row.id, `${error} (gave up after ${row.attempts} attempts)`)
    return 'failed'
  }
  await db.scheduleRetry(row.id, new Date(now.getTime() + backoffMs(row.attempts)), error)
  return 'retrying'
}

export function markFailed(db: Database, id: string, error: string): Promise<void> {
  return db.markFailed(id, error)
}

/** Oldest first. */
export function listOutbox(db: Database, statuses: readonly string[] = ['pending', 'failed']): Promise<OutboxRow[]> {
  return db.listOutbox(statuses)
}

/** Puts failed rows back in the queue (all of them, or the given ids) after the cause is fixed. */
export function requeueFailed(db: Database, ids?: readonly string[], now = new Date()): Promise<number> {
  return db.requeueFailed(ids, now)
}
