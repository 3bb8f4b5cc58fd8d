import 'server-only'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { FormsConfig } from '../config'
import { releaseLock, takeLock } from './lock'
import { prepareDataDir, securePrivateDir } from './private-files'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open submission store; `kind` says which engine holds it. */
export interface Store {
  readonly db: Database
  readonly kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const defaultMigrationsFolder = path.join(process.cwd(), 'drizzle')

/**
 * Opens the store and applies pending migrations. PostgreSQL when DATABASE_URL is set (an
 * advisory lock keeps two starting instances from migrating at once); else embedded PGlite
 * under DATA_DIR/db. Drivers load on demand, so the unused engine is never read.
 *
 * An open that fails closes what it opened before it rejects: the relay retries every 10 s, and
 * each embedded database left open holds hundreds of MB (a server whose migrations could not be
 * read once grew to 8 GB in eight minutes), while its lock file turned the command-line tools away.
 */
export async function openStore(
  config: Pick<FormsConfig, 'dataDir' | 'databaseUrl'>,
  migrationsFolder: string = defaultMigrationsFolder,
): Promise<Store> {
  // Uploads live in DATA_DIR with PostgreSQL too.
  await prepareDataDir(config.dataDir)
  if (config.databaseUrl) return openPostgres(config.databaseUrl, migrationsFolder)
  return openPglite(config.dataDir, migrationsFolder)
}

async function openPglite(root: string, migrationsFolder: string): Promise<Store> {
  const { mkdir } = await import('node:fs/promises')
  const dataDir = path.join(root, 'db')
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  takeLock(root)
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  let client: InstanceType<typeof PGlite>
  try {
    client = await PGlite.create(dataDir)
  } catch (error) {
    releaseLock(root)
    throw error
  }
  const close = async () => {
    await client.close()
    releaseLock(root)
  }
  const db = drizzle({ client, schema })
  try {
    await migrate(db, { migrationsFolder })
    // PGlite writes its cluster's files with explicit modes (0666) that the umask does not narrow.
    await securePrivateDir(dataDir)
  } catch (error) {
    await close().catch(() => undefined)
    throw error
  }
  return { db, kind: 'pglite', close }
}

async function openPostgres(connectionString: string, migrationsFolder: string): Promise<Store> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({ connectionString, max: 5 })
  try {
    const connection = await pool.connect()
    try {
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
  return { db: drizzle({ client: pool, schema }), kind: 'postgres', close: () => pool.end() }
}
