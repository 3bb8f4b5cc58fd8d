import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { openStore } from '@/forms/store/db'
import { IMPORTED_DIR, PGLITE_DIR } from '@/forms/store/import-pglite'
import { DEFAULT_RETENTION_DAYS, purgeExpired } from '@/forms/store/retention'

/**
 * Issue 34, point 11: the PGlite cluster an upgrade copied into SQLite (DATA_DIR/db.pglite-imported)
 * holds health data too; it is deleted by the retention purge once every submission it held was
 * received more than the retention period ago, and kept until then.
 */
const DAY = 24 * 60 * 60 * 1000
let dataDir: string

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'forms-pglite-copy-'))
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await rm(dataDir, { recursive: true, force: true })
})

const copy = () => path.join(dataDir, IMPORTED_DIR)
const purgeAt = async (now: Date) => {
  const store = await openStore({ dataDir })
  try {
    await purgeExpired(store.db, async () => undefined, { now })
  } finally {
    await store.close()
  }
}

test('the imported copy is kept while its newest submission is within the retention period, and deleted once past it', async () => {
  const newest = new Date('2026-01-03T00:00:00Z')
  const old = await PGlite.create(path.join(dataDir, PGLITE_DIR))
  await migrate(drizzle({ client: old }), { migrationsFolder: path.join(process.cwd(), 'drizzle') })
  await old.query(`INSERT INTO submissions (id, form, fields, upload, received_at) VALUES
    ('11111111-1111-4111-8111-111111111111', 'enquiry', '{"fullname":"Ada"}', NULL, '2025-12-01T00:00:00Z'),
    ('22222222-2222-4222-8222-222222222222', 'contact', '{"firstname":"Grace"}', NULL, '${newest.toISOString()}')`)
  await old.close()
  // The first start imports it.
  await (await openStore({ dataDir })).close()
  expect(existsSync(copy())).toBe(true)

  await purgeAt(new Date(newest.getTime() + (DEFAULT_RETENTION_DAYS - 1) * DAY))
  expect(existsSync(copy())).toBe(true)
  await purgeAt(new Date(newest.getTime() + (DEFAULT_RETENTION_DAYS + 1) * DAY))
  expect(existsSync(copy())).toBe(false)
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`deleted DATA_DIR/${IMPORTED_DIR}`))
}, 180_000)

test('a copy set aside by an earlier version (no record of its newest row) is judged by its files\' last write', async () => {
  const written = new Date('2026-02-01T00:00:00Z')
  await mkdir(path.join(copy(), 'base', '1'), { recursive: true })
  for (const file of ['PG_VERSION', 'base/1/1259']) {
    await writeFile(path.join(copy(), file), 'x')
    await utimes(path.join(copy(), file), written, written)
  }
  await purgeAt(new Date(written.getTime() + (DEFAULT_RETENTION_DAYS - 1) * DAY))
  expect(existsSync(copy())).toBe(true)
  await purgeAt(new Date(written.getTime() + (DEFAULT_RETENTION_DAYS + 1) * DAY))
  expect(existsSync(copy())).toBe(false)
})
