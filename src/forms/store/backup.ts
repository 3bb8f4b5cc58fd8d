import 'server-only'
import { existsSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { sqlitePath } from './sqlite'

/**
 * A consistent copy of the embedded database (DATA_DIR/forms.sqlite with its -wal log) while the
 * site keeps writing to it: `VACUUM INTO` reads one snapshot (a WAL reader never blocks the
 * writer, nor waits for it) and writes it out as one self-contained file, with no -wal beside
 * it. Restoring is copying that file to DATA_DIR/forms.sqlite with the site stopped
 * (docs/deployment.md). A read-only connection of its own, beside the site's: safe on a local
 * disk, which WAL needs anyway. The copy is owner-only (the process's umask, src/forms/store/
 * private-files.ts, and the CLI's own) and never written over an existing file.
 */
export function backupSqlite(dataDir: string, target: string): void {
  if (existsSync(target)) throw new Error(`${target} already exists; nothing written. Give another path.`)
  const source = sqlitePath(dataDir)
  if (!existsSync(source)) throw new Error(`No embedded database at ${source}`)
  const previous = process.umask(0o077)
  const sqlite = new DatabaseSync(source, { readOnly: true })
  try {
    sqlite.exec('PRAGMA busy_timeout = 5000')
    sqlite.prepare('VACUUM INTO ?').run(target)
  } finally {
    sqlite.close()
    process.umask(previous)
  }
}
