import 'server-only'
import { existsSync } from 'node:fs'
import { rename } from 'node:fs/promises'
import path from 'node:path'
import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import { createLogger } from '@/lib/log'

/**
 * Until issue 27 the embedded store was PGlite, a PostgreSQL cluster in DATA_DIR/db. A site
 * upgraded in place finds its submissions there: pending deliveries, and stored-only ones that
 * exist nowhere else. They are copied into SQLite once, in one transaction, at the first start
 * (which then costs PGlite's memory, about 300 MB, that one time), and the cluster is renamed so
 * it is never read again. It is kept, not deleted: the operator checks `npm run inbox`, then
 * deletes it (the log says so), as a copy of health data must not outlive its retention period.
 * INSERT OR IGNORE: a start cut short between the copy and the rename copies nothing twice.
 */
export const PGLITE_DIR = 'db'
export const IMPORTED_DIR = 'db.pglite-imported'

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
  await rename(cluster, path.join(dataDir, IMPORTED_DIR))
  log.warn(`the embedded store is SQLite now (DATA_DIR/forms.sqlite): copied ${submissions.length} submission(s) from the PGlite database, which is kept in DATA_DIR/${IMPORTED_DIR}. Check them with npm run inbox, then delete that folder`)
  return submissions.length
}
