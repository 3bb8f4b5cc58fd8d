import 'server-only'
import path from 'node:path'
import type { FormsConfig } from '../config'
import { prepareDataDir } from './private-files'

export type { Database, Store } from './port'
import type { Store } from './port'

/** PostgreSQL's migrations (drizzle-kit); the embedded store's are in its `sqlite` folder. */
const defaultMigrationsFolder = path.join(process.cwd(), 'drizzle')

/**
 * Opens the store and applies pending migrations: PostgreSQL when DATABASE_URL is set (several
 * instances), else the embedded SQLite database DATA_DIR/forms.sqlite (one process; decision 011).
 * Each adapter loads on demand, so the unused engine is never read: Drizzle alone costs the
 * server about 250 MB, which the embedded store does without.
 *
 * An open that fails closes what it opened before it rejects: the relay retries every 10 s, and
 * a database left open each time would grow the server, while its lock file turned the
 * command-line tools away.
 */
export async function openStore(config: Pick<FormsConfig, 'dataDir' | 'databaseUrl'>, migrationsFolder: string = defaultMigrationsFolder): Promise<Store> {
  // Uploads live in DATA_DIR with PostgreSQL too.
  await prepareDataDir(config.dataDir)
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres')
    return openPostgres(config.databaseUrl, migrationsFolder)
  }
  const { openSqlite } = await import('./sqlite')
  return openSqlite(config.dataDir, path.join(migrationsFolder, 'sqlite'))
}
