import { spawn } from 'node:child_process'
import { access, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { FormsConfig } from '@/forms/config'
import type { DeliveryResult } from '@/forms/delivery/result'
import { relayOnce, type Deliver } from '@/forms/relay'
import { openStore, type Store } from '@/forms/store/db'
import { lockPath } from '@/forms/store/lock'
import { claimDue, listOutbox, MAX_ATTEMPTS, requeueFailed } from '@/forms/store/outbox'
import { listSubmissions, saveSubmission } from '@/forms/store/submissions'
import { allOutbox, refuseInsertsSql, storeEngines, type TempStore } from '../fakes/store'

/**
 * The submission store through its one port, in each engine: embedded SQLite (a fresh temp dir
 * per test) and PostgreSQL (a fresh database per test): transaction, outbox, relay, crash.
 */
const root = process.cwd()

const enquiry = { fullname: 'Ada Lovelace', email: 'ada@example.test', phone: '01632 960000', interested: 'Other', comments: 'Hello', consent: '1' }

const scripted = (results: DeliveryResult[]) => {
  const calls: string[] = []
  const deliver: Deliver = async (_config, _channel, submission) => {
    calls.push(submission.id)
    return results.length > 1 ? results.shift()! : results[0]!
  }
  return { deliver, calls }
}

describe.each(storeEngines())('$name', (engine) => {
  let temp: TempStore
  let store: Store
  let config: FormsConfig

  beforeAll(async () => {
    if (engine.available) await engine.start()
  })
  afterAll(() => engine.stop())
  beforeEach(async (context) => {
    if (!engine.available) return context.skip()
    temp = await engine.tempStore()
    store = temp.store
    config = { dataDir: temp.dir, mailTo: 'practice@example.test', mailFrom: 'site@example.test', smtpUrl: 'smtp://127.0.0.1:1' }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await temp?.dispose()
  })

  test('a submission and its outbox row are written together, and listed with their delivery state', async () => {
    const { submissionId } = await saveSubmission(store.db, { form: 'enquiry', fields: enquiry, channel: 'smtp', reference: { prefix: 'TST' } })
    const inbox = await listSubmissions(store.db)
    expect(inbox).toHaveLength(1)
    expect(inbox[0]?.submission).toMatchObject({ id: submissionId, form: 'enquiry', fields: enquiry })
    expect(inbox[0]?.delivery).toMatchObject({ channel: 'smtp', status: 'pending', attempts: 0 })
  })

  test('stored-only submissions are complete at once and never reach the relay', async () => {
    await saveSubmission(store.db, { form: 'contact', fields: { firstname: 'A' }, channel: 'store', reference: { prefix: 'TST' } })
    const { deliver, calls } = scripted([{ kind: 'delivered' }])
    expect(await relayOnce(store.db, config, deliver)).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(calls).toHaveLength(0)
    expect((await listSubmissions(store.db))[0]?.delivery?.status).toBe('delivered')
  })

  test('a transient failure stays in the outbox with back-off, then is delivered exactly once', async () => {
    const start = new Date()
    await saveSubmission(store.db, { form: 'enquiry', fields: enquiry, channel: 'smtp', reference: { prefix: 'TST' } }, start)
    const { deliver, calls } = scripted([{ kind: 'transient', error: 'SMTP: connection refused' }, { kind: 'delivered' }])

    expect(await relayOnce(store.db, config, deliver, start)).toEqual({ delivered: 0, retrying: 1, failed: 0 })
    const [waiting] = await listOutbox(store.db)
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP: connection refused' })
    // Back-off: not due again straight away, due after about 30 seconds.
    const wait = waiting!.nextAttemptAt.getTime() - Date.now()
    expect(wait).toBeGreaterThan(20_000)
    expect(wait).toBeLessThan(40_000)
    expect(await relayOnce(store.db, config, deliver)).toEqual({ delivered: 0, retrying: 0, failed: 0 })

    const later = new Date(Date.now() + 60_000)
    expect(await relayOnce(store.db, config, deliver, later)).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    expect(await relayOnce(store.db, config, deliver, new Date(Date.now() + 86_400_000))).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(calls).toHaveLength(2)
    expect(await listOutbox(store.db)).toHaveLength(0)
  })

  test('a claimed row is leased: a second relay does not take it while the first delivers', async () => {
    await saveSubmission(store.db, { form: 'enquiry', fields: enquiry, channel: 'smtp', reference: { prefix: 'TST' } })
    const first = await claimDue(store.db)
    expect(first).toHaveLength(1)
    expect(await claimDue(store.db)).toHaveLength(0)
    // Had the first deliverer died, the lease runs out and the row comes back.
    expect(await claimDue(store.db, new Date(Date.now() + 3 * 60_000))).toHaveLength(1)
  })

  test('two relays running at once deliver each row once', async () => {
    for (let index = 0; index < 8; index += 1) await saveSubmission(store.db, { form: 'enquiry', fields: { ...enquiry, comments: `#${index}` }, channel: 'smtp', reference: { prefix: 'TST' } })
    const { deliver, calls } = scripted([{ kind: 'delivered' }])
    const summaries = await Promise.all([relayOnce(store.db, config, deliver), relayOnce(store.db, config, deliver)])
    expect(summaries.reduce((sum, summary) => sum + summary.delivered, 0)).toBe(8)
    expect(new Set(calls).size).toBe(8)
    expect(calls).toHaveLength(8)
  })

  test('permanent failures and exhausted retries are kept as failed, and can be requeued', async () => {
    await saveSubmission(store.db, { form: 'enquiry', fields: enquiry, channel: 'cf7', reference: { prefix: 'TST' } })
    const { deliver } = scripted([{ kind: 'permanent', error: 'Contact Form 7 spam' }])
    expect(await relayOnce(store.db, config, deliver)).toEqual({ delivered: 0, retrying: 0, failed: 1 })
    expect((await listOutbox(store.db))[0]).toMatchObject({ status: 'failed', lastError: 'Contact Form 7 spam' })
    expect((await listSubmissions(store.db))).toHaveLength(1)

    expect(await requeueFailed(store.db)).toBe(1)
    const transient = scripted([{ kind: 'transient', error: 'HTTP 503' }])
    let now = Date.now()
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await relayOnce(store.db, config, transient.deliver, new Date(now))
      now += 7 * 60 * 60_000
    }
    expect(transient.calls).toHaveLength(MAX_ATTEMPTS)
    expect((await listOutbox(store.db))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
  })

  test('one transaction: when the outbox row cannot be written, the submission is not kept either', async () => {
    await temp.exec(refuseInsertsSql(engine.name, 'outbox'))
    await expect(saveSubmission(store.db, { form: 'enquiry', fields: enquiry, channel: 'smtp', reference: { prefix: 'TST' } })).rejects.toThrow()
    expect(await listSubmissions(store.db)).toEqual([])
    expect(await allOutbox(store)).toEqual([])
  })

  test('a process killed (kill -9) right after a submission was stored loses nothing', async () => {
    // The child opens the same database; the embedded one is one process's, so this one lets go.
    if (engine.name === 'SQLite') await store.close()
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', path.join(root, 'tests/integration/forms-store-crash-child.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: temp.dir, DATABASE_URL: engine.urlOf(temp) ?? '' },
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const [line] = await Promise.race([
      (async () => {
        for await (const text of createInterface({ input: child.stdout })) return [text]
        return [undefined]
      })(),
      exited.then(() => [undefined]),
    ])
    expect(line, stderr).toMatch(/^stored \d+ [0-9a-f-]{36} [0-9a-f-]{36}$/)
    const [, pid, submissionId, outboxId] = line!.split(' ')
    process.kill(Number(pid), 'SIGKILL')
    await exited
    // Embedded: the killed child's lock is stale, so this open takes it over, as a restart would.
    const after = engine.name === 'SQLite' ? await openStore({ dataDir: temp.dir }) : store
    try {
      const inbox = await listSubmissions(after.db)
      expect(inbox.map(({ submission }) => submission.id)).toEqual([submissionId])
      expect(inbox[0]?.delivery).toMatchObject({ channel: 'smtp', status: 'pending', attempts: 0 })
      expect((await allOutbox(after)).map(({ id }) => id)).toEqual([outboxId])
    } finally {
      if (after !== store) await after.close()
    }
    // dispose() closes the store again: harmless once closed.
  }, 60_000)
})

test('a fresh directory is migrated at start-up; reopening it applies nothing twice and keeps the data', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'forms-fresh-'))
  try {
    const first = await openStore({ dataDir: dir })
    await saveSubmission(first.db, { form: 'enquiry', fields: enquiry, channel: 'store', reference: { prefix: 'TST' } })
    await first.close()
    const again = await openStore({ dataDir: dir })
    expect(await listSubmissions(again.db)).toHaveLength(1)
    await again.close()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('an open that fails part-way closes the database and frees its directory for the next open', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'forms-failed-open-'))
  try {
    // Migrations that cannot be read (as when the server starts outside the project directory).
    await expect(openStore({ dataDir: dir }, path.join(dir, 'no-migrations-here'))).rejects.toThrow()
    // The lock names this process only while a database is open: the CLI tools are not turned away.
    await expect(access(lockPath(dir))).rejects.toThrow()
    const reopened = await openStore({ dataDir: dir })
    await saveSubmission(reopened.db, { form: 'contact', fields: { firstname: 'A' }, channel: 'store', reference: { prefix: 'TST' } })
    expect(await listSubmissions(reopened.db)).toHaveLength(1)
    await reopened.close()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
