import 'server-only'
import type { Database } from './port'

/** UK GDPR storage limitation: the default period (RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 180

const DAY_MS = 24 * 60 * 60 * 1000

export interface PurgeResult {
  /** Ids of the submissions deleted, for the log (never their contents). */
  readonly deleted: string[]
}

/**
 * Deletes every submission received more than `retentionDays` ago that the practice already has,
 * or that will never reach it: delivered to Contact Form 7 or by e-mail, exported with
 * `npm run inbox -- --csv`, or failed (refused by Contact Form 7, or given up after every retry).
 * A failed row is usually a dead duplicate of health data the visitor sent again; it was readable
 * (`npm run inbox`, `--file`) and requeueable for the whole period, and keeping it for ever is what
 * storage limitation forbids. A stored-only submission counts as the practice's only once
 * exported, and a pending one (still being retried) is kept until it is delivered or exported.
 * Uploaded files go first: if deleting rows then fails, the next run finds the rows again.
 */
export async function purgeExpired(
  db: Database,
  removeFile: (storedName: string) => Promise<void>,
  { now = new Date(), retentionDays = DEFAULT_RETENTION_DAYS }: { now?: Date; retentionDays?: number } = {},
): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS)
  // The copy an upgrade imported holds the same health data: it goes by the same period.
  await db.purgeImportedCopy?.(cutoff)
  const expired = await db.expiredSubmissions(cutoff)
  if (expired.length === 0) return { deleted: [] }
  // Files kept in the database (DATABASE_URL) go with their rows.
  for (const { upload } of expired) if (upload && !upload.inDatabase) await removeFile(upload.storedName)
  const ids = [...new Set(expired.map(({ id }) => id))]
  await db.deleteSubmissions(ids)
  return { deleted: ids }
}

/** Records that these submissions left the store in an export: the practice has them now. */
export async function markExported(db: Database, ids: readonly string[], now = new Date()): Promise<void> {
  if (ids.length > 0) await db.markExported(ids, now)
}
