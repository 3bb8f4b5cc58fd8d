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

const migrationsFolder = path.join(process.cwd(), 'drizzle')

/**
 * Opens the store and applies pending migrations. PostgreSQL when DATABASE_URL is set (an
 * advisory lock keeps two starting instances from migrating at once); else embedded PGlite
 * under DATA_DIR/db. Drivers load on demand, so the unused engine is never read.
 */
export async function openStore(config: Pick<FormsConfig, 'dataDir' | 'databaseUrl'>): Promise<Store> {
  // Uploads live in DATA_DIR with PostgreSQL too.
  await prepareDataDir(config.dataDir)
  if (config.databaseUrl) return openPostgres(config.databaseUrl)
  return openPglite(config.dataDir)
}

async function openPglite(root: string): Promise<Store> {
  const { mkdir } = await import('node:fs/promises')
  const dataDir = path.join(/*turbopackIgnore: true*/ root, 'db')
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
  const db = drizzle({ client, schema })
  await migrate(db, { migrationsFolder })
  // PGlite writes its cluster's files with explicit modes (0666) that the umask does not narrow.
  await securePrivateDir(dataDir)
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close()
      releaseLock(root)
    },
  }
}

async function openPostgres(connectionString: string): Promise<Store> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({ connectionString, max: 5 })
  const connection = await pool.connect()
  try {
    await connection.query("SELECT pg_advisory_lock(hashtext('larkspur-forms-migrations'))")
    await migrate(drizzle({ client: connection, schema }), { migrationsFolder })
  } finally {
    await connection.query("SELECT pg_advisory_unlock(hashtext('larkspur-forms-migrations'))").catch(() => undefined)
    connection.release()
  }
  return { db: drizzle({ client: pool, schema }), kind: 'postgres', close: () => pool.end() }
}
