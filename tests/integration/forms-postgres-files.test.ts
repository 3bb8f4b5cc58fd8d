import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import type { FormsConfig } from '@/forms/config'
import { relayOnce } from '@/forms/relay'
import { openStore, type Store } from '@/forms/store/db'
import { purgeExpired } from '@/forms/store/retention'
import { listSubmissions } from '@/forms/store/submissions'
import { handleSubmission } from '@/forms/submit'
import { files } from '../fakes/files'
import { postgresAvailable, startPostgres, type TempPostgres } from '../fakes/postgres'
import { attachmentOf, startFakeSmtp, type FakeSmtp } from '../fakes/smtp'
import { refuseInsertsSql } from '../fakes/store'
import { contextFor, postOf } from '../fakes/submissions'

/**
 * Issue 12: with DATABASE_URL, a referral's file is kept in PostgreSQL in the submission's own
 * transaction (no shared disk between instances), delivered from there, and deleted with it.
 */
const withPostgres = postgresAvailable() ? describe : describe.skip
if (!postgresAvailable()) console.warn('Skipping the PostgreSQL upload tests: PostgreSQL is not installed (apt-get install postgresql)')

withPostgres('referral files in PostgreSQL', () => {
  let pg: TempPostgres
  let store: Store
  let dataDir: string
  let smtp: FakeSmtp

  beforeAll(async () => {
    pg = await startPostgres()
    dataDir = await mkdtemp(path.join(tmpdir(), 'forms-pgfiles-'))
    store = await openStore({ dataDir, databaseUrl: pg.url })
    smtp = await startFakeSmtp()
  })
  afterAll(async () => {
    await store?.close()
    await smtp?.close()
    await pg?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined))
  afterEach(() => vi.restoreAllMocks())

  /** Runs SQL beside the store (not through its port), as an administrator would. */
  const query = async (sql: string) => {
    const client = new Client({ connectionString: pg.url })
    await client.connect()
    try {
      return (await client.query(sql)).rows as Array<Record<string, unknown>>
    } finally {
      await client.end()
    }
  }
  const uploadRows = () => query('SELECT stored_name, submission_id, bytes FROM upload_files') as Promise<Array<{ stored_name: string; submission_id: string; bytes: Buffer }>>

  const config = (): FormsConfig => ({ dataDir, databaseUrl: pg.url, smtpUrl: smtp.url, mailTo: 'hello@larkspurdental.example', mailFrom: 'Website <website@larkspurdental.example>' })

  test('the file is stored with its submission, not on disk, and e-mailed from the database', async () => {
    const png = files.png()
    const state = await handleSubmission('referral', postOf('referral', [], new File([png], 'smile.png', { type: 'image/png' })), contextFor(store, config()))
    expect(state.status).toBe('success')
    const uploads = path.join(dataDir, 'uploads')
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([])
    const [entry] = await listSubmissions(store.db)
    expect(entry?.submission.upload).toMatchObject({ originalName: 'smile.png', inDatabase: true, size: png.byteLength })
    const rows = await uploadRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.submission_id).toBe(entry?.submission.id)
    expect(rows[0]?.bytes.equals(png)).toBe(true)
    expect(attachmentOf(smtp.messages.at(-1)!.raw, 'smile.png')?.equals(png)).toBe(true)
  })

  test('the size limit is unchanged: a file over 10 MB is refused and nothing is stored', async () => {
    const before = (await listSubmissions(store.db)).length
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' })
    const state = await handleSubmission('referral', postOf('referral', [], big), contextFor(store, config()))
    expect(state.status).toBe('invalid')
    expect(await listSubmissions(store.db)).toHaveLength(before)
  })

  test('a submission whose outbox row cannot be written leaves neither it nor its file behind (one transaction)', async () => {
    const before = { files: (await uploadRows()).length, submissions: (await listSubmissions(store.db)).length }
    const post = postOf('referral', [], new File([files.png()], 'smile.png', { type: 'image/png' }))
    // The last of the transaction's three inserts fails, after the submission and its file.
    await query(refuseInsertsSql('PostgreSQL', 'outbox'))
    try {
      const state = await handleSubmission('referral', post, contextFor(store, config()))
      expect(state.status).toBe('error')
    } finally {
      await query('DROP TRIGGER refuse_outbox ON outbox; DROP FUNCTION refuse_insert()')
    }
    expect(await uploadRows()).toHaveLength(before.files)
    expect(await listSubmissions(store.db)).toHaveLength(before.submissions)
  })

  test('retention deletes the file with its submission', async () => {
    await relayOnce(store.db, config())
    const { deleted } = await purgeExpired(store.db, async () => undefined, { now: new Date(Date.now() + 400 * 86_400_000), retentionDays: 180 })
    expect(deleted.length).toBeGreaterThan(0)
    expect(await uploadRows()).toHaveLength(0)
  })

  test('an open whose migrations fail leaves no connection to PostgreSQL behind', async () => {
    const admin = new Client({ connectionString: pg.url })
    await admin.connect()
    try {
      await admin.query('CREATE DATABASE failed_open')
      const url = new URL(pg.url)
      url.pathname = '/failed_open'
      const connections = async () => Number((await admin.query("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = 'failed_open'")).rows[0].n)
      await expect(openStore({ dataDir, databaseUrl: url.toString() }, path.join(dataDir, 'no-migrations-here'))).rejects.toThrow()
      // Each failed open used to keep its pool, whose connection stayed open until it idled out.
      await expect.poll(connections, { timeout: 3000 }).toBe(0)
    } finally {
      await admin.end()
    }
  })
})
