import { Client } from 'pg'
import type { FormsConfig } from '@/forms/config'
import { relayOnce } from '@/forms/relay'
import { openStore } from '@/forms/store/db'
import { listSubmissions } from '@/forms/store/submissions'
import { handleSubmission } from '@/forms/submit'
import { files } from '../fakes/files'
import { postgresAvailable, startPostgres } from '../fakes/postgres'
import { startFakeSmtp } from '../fakes/smtp'
import { disposeTemplate, refuseInsertsSql, tempStore, type TempStore } from '../fakes/store'
import { contextFor, postOf, validPosts } from '../fakes/submissions'

/**
 * Issue 15, point 1: nothing a visitor submits reaches stdout or stderr, even when the real
 * store refuses the insert (Drizzle's error message then holds the insert's parameters).
 */
let temp: TempStore
let output: string[]

const capture = (...args: unknown[]) => {
  output.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${String(arg.cause)}` : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '))
  return true
}

beforeEach(async () => {
  temp = await tempStore()
  output = []
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation(capture)
  vi.spyOn(process.stdout, 'write').mockImplementation(capture)
  vi.spyOn(process.stderr, 'write').mockImplementation(capture)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await temp.dispose()
})
afterAll(disposeTemplate)

const FILE_NAME = 'Pat Patient OPG x-ray.pdf'
/** Every value the referral carries, and the file's name: none may be printed. */
const secrets = [...validPosts.referral.map(([, value]) => value).filter((value) => value.length > 3), FILE_NAME]
const leaked = () => secrets.filter((secret) => output.join('\n').includes(secret))
const referral = () => postOf('referral', [], new File([files.pdf()], FILE_NAME, { type: 'application/pdf' }))
const config = (): FormsConfig => ({ dataDir: temp.dir, mailTo: 'hello@larkspurdental.example', mailFrom: 'w@larkspurdental.example' })

test('the embedded store (SQLite) refusing the insert: the visitor gets the failure message, the log gets an id and a code only', async () => {
  await temp.exec(refuseInsertsSql('SQLite', 'submissions'))
  const state = await handleSubmission('referral', referral(), contextFor(temp.store, config()))
  expect(state).toMatchObject({ status: 'error', message: expect.stringContaining('could not send your message') })
  expect(await listSubmissions(temp.store.db)).toHaveLength(0)

  const line = output.find((text) => text.includes('could not store the submission'))
  // The failure went through the logger, as SQLite's extended result code (1811, SQLITE_CONSTRAINT_TRIGGER), never its message.
  expect(line).toMatch(/^\[forms\] could not store the submission id=[0-9a-f-]{36} form=referral error=Error\[SQLITE_1811\] <- Error\[ERR_SQLITE_ERROR\]$/)
  expect(line).not.toContain('disk is full')
  expect(leaked()).toEqual([])
})

test('a referral that is stored and e-mailed leaves none of its text in the output either', async () => {
  const smtp = await startFakeSmtp()
  try {
    const context = contextFor(temp.store, { ...config(), smtpUrl: smtp.url })
    expect((await handleSubmission('referral', referral(), context)).status).toBe('success')
    expect(smtp.messages).toHaveLength(1)
  } finally {
    await smtp.close()
  }
  expect(leaked()).toEqual([])
})

test('a delivery that keeps failing is logged by id, kind and code, never by what the server said', async () => {
  // A mail server that is not there: every attempt is transient and is logged.
  const context = contextFor(temp.store, { ...config(), smtpUrl: 'smtp://127.0.0.1:9' })
  expect((await handleSubmission('referral', referral(), context)).status).toBe('success')
  await relayOnce(temp.store.db, context.config, undefined, new Date(Date.now() + 3_600_000))
  const lines = output.filter((text) => text.includes('delivery not done'))
  expect(lines.length).toBeGreaterThanOrEqual(2)
  for (const line of lines) expect(line).toMatch(/id=[0-9a-f-]{36} form=referral channel=smtp attempt=\d+ kind=transient code=SMTP_E[A-Z]+$/)
  expect(leaked()).toEqual([])
})

test.skipIf(!postgresAvailable())('a real PostgreSQL refusing the insert: the same, through node-postgres', async () => {
  const postgres = await startPostgres()
  const store = await openStore({ dataDir: temp.dir, databaseUrl: postgres.url })
  try {
    const admin = new Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query(refuseInsertsSql('PostgreSQL', 'submissions'))
    await admin.end()
    const state = await handleSubmission('referral', referral(), contextFor(store, config()))
    expect(state).toMatchObject({ status: 'error', message: expect.stringContaining('could not send your message') })
  } finally {
    await store.close()
    await postgres.stop()
  }
  expect(output.find((text) => text.includes('could not store the submission'))).toMatch(/form=referral error=\S+ <- \S*\[53100\]/)
  expect(leaked()).toEqual([])
  // initdb and a server start: slow on a busy machine.
}, 90_000)
