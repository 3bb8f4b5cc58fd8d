import 'server-only'
import { existsSync } from 'node:fs'
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import { createLogger } from '@/lib/log'

/**
 * Until issue 27 the embedded store was PGlite, a PostgreSQL cluster in DATA_DIR/db. A site
 * upgraded in place finds its submissions there: pending deliveries, and stored-only ones that
 * exist nowhere else. They are copied into SQLite once, in one transaction, at the first start
 * (which then costs PGlite's memory, about 300 MB, that one time), and the cluster is renamed so
 * it is never read again. It is kept for the operator to check against `npm run inbox`, but a
 * copy of health data must not outlive its retention period: the retention purge deletes it once
 * its newest submission is past it (removeExpiredPgliteCopy), as it deletes the rows themselves.
 * INSERT OR IGNORE: a start cut short between the copy and the rename copies nothing twice.
 */
export const PGLITE_DIR = 'db'
export const IMPORTED_DIR = 'db.pglite-imported'
/** Written into the cluster before it is set aside: when its newest submission was received (ms). */
const NEWEST_FILE = 'larkspur-newest-submission'

const log = createLogger('forms')

type PgRow = Record<string, unknown>
const ms = (value: unknown): number | null => (value === null || value === undefined ? null : new Date(value as string | Date).getTime())
const json = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value))
const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

/** Copies a PGlite store left in `dataDir` into `sqlite`; returns how many submissions it held. */
export async function importPglite(dataDir: string, sqlite: DatabaseSync): Promise<number | undefined> {
  const cluster = path.join(dataDir, PGLITE_DIR)
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) return undefined
  const { PGlite } = await import('@electric-sql/pglite')
  const pglite = await PGlite.create(cluster)
  let submissions: PgRow[]
  let outbox: PgRow[]
  try {
    // SELECT *: a database from before a migration lacks its columns (exported_at: 0001).
    submissions = (await pglite.query<PgRow>('SELECT * FROM submissions')).rows
    outbox = (await pglite.query<PgRow>('SELECT * FROM outbox')).rows
  } finally {
    await pglite.close()
  }
  const insert = (sql: string, values: SQLInputValue[]) => sqlite.prepare(sql).run(...values)
  sqlite.exec('BEGIN IMMEDIATE')
  try {
    for (const row of submissions) {
      insert('INSERT OR IGNORE INTO submissions (id, form, fields, upload, received_at, exported_at) VALUES (?, ?, ?, ?, ?, ?)', [
        String(row.id), String(row.form), json(row.fields) ?? '{}', json(row.upload), ms(row.received_at) ?? Date.now(), ms(row.exported_at),
      ])
    }
    for (const row of outbox) {
      insert('INSERT OR IGNORE INTO outbox (id, submission_id, channel, status, attempts, next_attempt_at, lease_until, last_error, delivered_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
        String(row.id), String(row.submission_id), String(row.channel), String(row.status), Number(row.attempts), ms(row.next_attempt_at) ?? Date.now(),
        // A lease held by the process that stopped is over.
        null, text(row.last_error), ms(row.delivered_at), ms(row.created_at) ?? Date.now(),
      ])
    }
    sqlite.exec('COMMIT')
  } catch (error) {
    if (sqlite.isTransaction) sqlite.exec('ROLLBACK')
    throw error
  }
  const newest = Math.max(0, ...submissions.map((row) => ms(row.received_at) ?? 0))
  await writeFile(path.join(cluster, NEWEST_FILE), String(newest), { mode: 0o600 })
  await rename(cluster, path.join(dataDir, IMPORTED_DIR))
  log.warn(`the embedded store is SQLite now (DATA_DIR/forms.sqlite): copied ${submissions.length} submission(s) from the PGlite database, which is kept in DATA_DIR/${IMPORTED_DIR} until its newest submission is past the retention period. Check them with npm run inbox; delete that folder sooner if you wish`)
  return submissions.length
}

/** The last write to any file in `dir`: no row in it can be newer (a copy set aside before NEWEST_FILE). */
async function lastWrite(dir: string): Promise<number> {
  let latest = 0
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) latest = Math.max(latest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs)
  }
  return latest
}

/** Deletes DATA_DIR/db.pglite-imported once every submission it held was received before `cutoff`. */
export async function removeExpiredPgliteCopy(dataDir: string, cutoff: Date): Promise<boolean> {
  const copy = path.join(dataDir, IMPORTED_DIR)
  if (!existsSync(copy)) return false
  const recorded = Number(await readFile(path.join(copy, NEWEST_FILE), 'utf8').catch(() => Number.NaN))
  const newest = Number.isFinite(recorded) ? recorded : await lastWrite(copy)
  if (newest >= cutoff.getTime()) return false
  await rm(copy, { recursive: true, force: true })
  log.warn(`deleted DATA_DIR/${IMPORTED_DIR}, the PGlite store copied at the upgrade: every submission it held is past the retention period`)
  return true
}
