import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { openStore } from '@/forms/store/db'
import { IMPORTED_DIR, PGLITE_DIR } from '@/forms/store/import-pglite'
import { allOutbox } from '../fakes/store'
import { listSubmissions } from '@/forms/store/submissions'

/**
 * Issue 27: a site upgraded in place from the PGlite store keeps its submissions. Its cluster in
 * DATA_DIR/db (made here as the old code made it: Drizzle's PostgreSQL migrations) is copied into
 * SQLite at the first start, pending deliveries still pending, and never read again.
 */
let dataDir: string

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'forms-pglite-import-'))
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

test('the submissions and outbox rows of a PGlite store come across once, and its cluster is set aside', async () => {
  const old = await PGlite.create(path.join(dataDir, PGLITE_DIR))
  await migrate(drizzle({ client: old }), { migrationsFolder: path.join(process.cwd(), 'drizzle') })
  await old.query(`INSERT INTO submissions (id, form, fields, upload, received_at) VALUES
    ('11111111-1111-4111-8111-111111111111', 'enquiry', '{"fullname":"Ada"}', NULL, '2026-01-02T03:04:05Z'),
    ('22222222-2222-4222-8222-222222222222', 'referral', '{"patientname":"Pat"}', '{"storedName":"33333333-3333-4333-8333-333333333333.pdf","originalName":"x.pdf","mimeType":"application/pdf","size":4}', '2026-01-03T00:00:00Z')`)
  await old.query(`INSERT INTO outbox (id, submission_id, channel, status, attempts, next_attempt_at, lease_until, last_error) VALUES
    ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '11111111-1111-4111-8111-111111111111', 'smtp', 'pending', 3, '2026-01-02T04:00:00Z', '2026-01-02T03:10:00Z', 'SMTP: connection refused'),
    ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '22222222-2222-4222-8222-222222222222', 'store', 'delivered', 0, '2026-01-03T00:00:00Z', NULL, NULL)`)
  await old.close()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)

  const store = await openStore({ dataDir })
  try {
    const inbox = await listSubmissions(store.db)
    expect(inbox.map(({ submission }) => [submission.id, submission.form, submission.fields, submission.receivedAt.toISOString()])).toEqual([
      ['22222222-2222-4222-8222-222222222222', 'referral', { patientname: 'Pat' }, '2026-01-03T00:00:00.000Z'],
      ['11111111-1111-4111-8111-111111111111', 'enquiry', { fullname: 'Ada' }, '2026-01-02T03:04:05.000Z'],
    ])
    expect(inbox[0]?.submission.upload).toMatchObject({ originalName: 'x.pdf', size: 4 })
    const rows = await allOutbox(store)
    // Still to deliver, its attempts counted; the dead process's lease is over.
    expect(rows.find(({ channel }) => channel === 'smtp')).toMatchObject({ status: 'pending', attempts: 3, leaseUntil: null, lastError: 'SMTP: connection refused' })
    expect(rows.find(({ channel }) => channel === 'store')).toMatchObject({ status: 'delivered' })
    expect(existsSync(path.join(dataDir, PGLITE_DIR))).toBe(false)
    expect(existsSync(path.join(dataDir, IMPORTED_DIR, 'PG_VERSION'))).toBe(true)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('copied 2 submission(s) from the PGlite database'))
  } finally {
    await store.close()
    vi.restoreAllMocks()
  }
  // The next start reads SQLite only.
  const again = await openStore({ dataDir })
  expect(await listSubmissions(again.db)).toHaveLength(2)
  await again.close()
}, 120_000)
