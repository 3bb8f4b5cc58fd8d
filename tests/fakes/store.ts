import { mkdtemp, rm } from 'node:fs/promises'
import { DatabaseSync } from 'node:sqlite'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { openStore, type Store } from '@/forms/store/db'
import { listOutbox } from '@/forms/store/outbox'
import type { OutboxRow } from '@/forms/store/port'
import { markExported, purgeExpired } from '@/forms/store/retention'
import { listSubmissions } from '@/forms/store/submissions'
import { sqlitePath } from '@/forms/store/sqlite'
import { postgresAvailable, startPostgres, type TempPostgres } from './postgres'

/** A migrated store in a fresh temp DATA_DIR, with a side door for tests that must break it. */
export interface TempStore {
  readonly dir: string
  readonly store: Store
  /** Runs SQL on a connection of its own (not through the port): triggers that refuse a write. */
  exec(sql: string): Promise<void>
  dispose(): Promise<void>
}

/** The embedded store (SQLite): a new database takes milliseconds, so each test gets its own. */
export async function tempStore(): Promise<TempStore> {
  const dir = await mkdtemp(path.join(tmpdir(), 'forms-test-'))
  const store = await openStore({ dataDir: dir })
  return {
    dir,
    store,
    async exec(sql) {
      const side = new DatabaseSync(sqlitePath(dir))
      try {
        side.exec(sql)
      } finally {
        side.close()
      }
    },
    async dispose() {
      await store.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Nothing to dispose of any more (PGlite's template cluster is gone); kept for the suites that call it. */
export async function disposeTemplate(): Promise<void> {}

/** Where a suite runs: SQLite always, PostgreSQL when its binaries are installed. */
export interface StoreEngine {
  readonly name: 'SQLite' | 'PostgreSQL'
  readonly available: boolean
  /** Once per suite (beforeAll): PostgreSQL starts a server. */
  start(): Promise<void>
  stop(): Promise<void>
  /** A fresh, migrated store: its own database. */
  tempStore(): Promise<TempStore>
  /** The database URL (PostgreSQL), for a child process to open the same store. */
  urlOf(temp: TempStore): string | undefined
}

const sqliteEngine: StoreEngine = { name: 'SQLite', available: true, start: async () => {}, stop: async () => {}, tempStore, urlOf: () => undefined }

function postgresEngine(): StoreEngine {
  let server: TempPostgres | undefined
  let count = 0
  const urls = new Map<TempStore, string>()
  const admin = async <T>(work: (client: Client) => Promise<T>, url = server?.url): Promise<T> => {
    const client = new Client({ connectionString: url })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }
  return {
    name: 'PostgreSQL',
    available: postgresAvailable(),
    async start() {
      server = await startPostgres()
    },
    async stop() {
      await server?.stop()
    },
    async tempStore() {
      if (!server) throw new Error('start() the PostgreSQL engine first')
      const name = `forms_test_${process.pid}_${(count += 1)}`
      await admin((client) => client.query(`CREATE DATABASE ${name}`))
      const url = new URL(server.url)
      url.pathname = `/${name}`
      const dir = await mkdtemp(path.join(tmpdir(), 'forms-test-pg-'))
      const store = await openStore({ dataDir: dir, databaseUrl: url.href })
      const temp: TempStore = {
        dir,
        store,
        exec: (sql) => admin(async (client) => void (await client.query(sql)), url.href),
        async dispose() {
          // The database goes with the server (stop()): dropping it here would cut connections still closing.
          await store.close()
          await rm(dir, { recursive: true, force: true })
        },
      }
      urls.set(temp, url.href)
      return temp
    },
    urlOf: (temp) => urls.get(temp),
  }
}

export const storeEngines = (): StoreEngine[] => [sqliteEngine, postgresEngine()]

/** SQL that makes every insert into `table` fail as a full disk would, in either engine. */
export function refuseInsertsSql(engine: StoreEngine['name'], table: 'submissions' | 'outbox'): string {
  if (engine === 'SQLite') return `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`
  return `CREATE FUNCTION refuse_insert() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$ LANGUAGE plpgsql;
    CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_insert()`
}

/** Every outbox row, whatever its status. */
export const allOutbox = (store: Store): Promise<OutboxRow[]> => listOutbox(store.db, ['pending', 'delivered', 'failed'])

/** Empties the store through the port: everything marked exported, then purged as if long past. */
export async function emptyStore(store: Store): Promise<void> {
  const ids = (await listSubmissions(store.db)).map(({ submission }) => submission.id)
  await markExported(store.db, ids)
  await purgeExpired(store.db, async () => undefined, { now: new Date(Date.now() + 86_400_000), retentionDays: 0 })
}
