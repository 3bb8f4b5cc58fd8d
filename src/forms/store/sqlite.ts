import 'server-only'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Store } from './port'
import { releaseLock, takeLock } from './lock'
import { importPglite, removeExpiredPgliteCopy } from './import-pglite'
import { securePrivateDir } from './private-files'
import { startSqliteThread, type SqliteThread } from './sqlite-thread'

/** The embedded database, beside its -wal and -shm files, in DATA_DIR. */
export function sqlitePath(dataDir: string): string {
  return path.join(dataDir, 'forms.sqlite')
}

const MIGRATION = /^(\d{4})_[\w-]+\.sql$/

/**
 * Applies the files of `folder` (0000_name.sql, 0001_…) that this database has not had, in order,
 * each in its own transaction with the count it brings the database to (PRAGMA user_version).
 */
export async function migrateSqlite(sqlite: DatabaseSync, folder: string): Promise<void> {
  const files = (await readdir(folder)).filter((name) => MIGRATION.test(name)).sort()
  if (files.length === 0) throw new Error(`No SQLite migrations in ${folder}`)
  const { user_version: applied } = sqlite.prepare('PRAGMA user_version').get() as { user_version: number }
  if (applied > files.length) throw new Error(`The embedded database has ${applied} migrations; this version of the site knows ${files.length}. Run the newer version.`)
  for (const [index, name] of files.entries()) {
    if (index < applied) continue
    const sql = await readFile(path.join(folder, name), 'utf8')
    sqlite.exec('BEGIN IMMEDIATE')
    try {
      sqlite.exec(sql)
      sqlite.exec(`PRAGMA user_version = ${index + 1}`)
      sqlite.exec('COMMIT')
    } catch (error) {
      sqlite.exec('ROLLBACK')
      throw error
    }
  }
}

/**
 * Opens DATA_DIR/forms.sqlite (node:sqlite, built into Node: nothing to download) for this
 * process alone (the lock file), and applies pending migrations on a connection of its own, closed
 * then; the store's one connection from there on is its worker thread's (./sqlite-thread.ts).
 * - WAL journal: a page read never waits for a write, and a commit appends to the log.
 * - synchronous=FULL: each commit is on disk (fsync of the log) before the visitor is told it
 *   was received, so neither a killed process nor a power cut loses a stored submission. NORMAL
 *   would survive a killed process but could lose the last commits to a power cut. FULL's fsync
 *   per commit is paid in the worker thread, so no page waits for it (bench/store-load.ts).
 * - foreign_keys=ON: an outbox row must name a stored submission, as in PostgreSQL.
 */
export async function openSqlite(dataDir: string, migrationsFolder: string): Promise<Store> {
  takeLock(dataDir)
  let sqlite: DatabaseSync | undefined
  let thread: SqliteThread | undefined
  const close = async () => {
    if (sqlite?.isOpen) sqlite.close()
    await thread?.close()
    releaseLock(dataDir)
  }
  try {
    // Imported, never statically: the worker's module must stay in a chunk of its own.
    const { SQLITE_PRAGMAS } = await import('./sqlite-database')
    sqlite = new DatabaseSync(sqlitePath(dataDir))
    sqlite.exec(SQLITE_PRAGMAS)
    await migrateSqlite(sqlite, migrationsFolder)
    // A site upgraded from the PGlite store brings its submissions along, once.
    await importPglite(dataDir, sqlite)
    // The files were created under the owner-only umask (private-files.ts); an older copy is tightened.
    await securePrivateDir(dataDir)
    sqlite.close()
    thread = await startSqliteThread(sqlitePath(dataDir))
  } catch (error) {
    await close().catch(() => undefined)
    throw error
  }
  // The imported PGlite copy goes with the retention purge (retention.ts), once all it held is past it.
  const db = { ...thread.db, purgeImportedCopy: (cutoff: Date) => removeExpiredPgliteCopy(dataDir, cutoff) }
  return { db, kind: 'sqlite', close }
}
