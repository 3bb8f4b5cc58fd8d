import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FormsConfig } from '@/forms/config'
import { relayOnce, type Deliver } from '@/forms/relay'
import { openStore, type Store } from '@/forms/store/db'
import { listOutbox, LEASE_MS } from '@/forms/store/outbox'
import { saveSubmission } from '@/forms/store/submissions'
import { postgresAvailable, startPostgres, type TempPostgres } from '../fakes/postgres'
import { readable, startFakeSmtp, type FakeSmtp } from '../fakes/smtp'
import { allOutbox, disposeTemplate, tempStore, type TempStore } from '../fakes/store'

/**
 * Security review: one claim, one delivery. A pass meeting a backlog on a slow SMTP server must
 * not let a row's lease run out before it sends that row, or a second instance claims the row
 * and the practice gets the patient's e-mail twice. Each message takes a second to accept, and
 * the relays' clock runs SPEED times fast, so the 2-minute lease lasts 4 s: a message still takes
 * well under its lease, but the backlog takes longer than one.
 */
const SPEED = 30
const BACKLOG = 8
const ACCEPT_DELAY_MS = 1000
const POLL_MS = 100

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The time both relays read: the real start, then SPEED seconds a second. */
function fastClock(): () => Date {
  const start = Date.now()
  return () => new Date(start + (Date.now() - start) * SPEED)
}

/**
 * Two instances relay the same backlog, each again and again as every instance's relay does
 * (every 10 s; here every 100 ms of real time, 3 s of theirs), until nothing is pending: whichever
 * claims first meets the whole backlog while the other keeps looking. Returns the backlog numbers
 * the SMTP server received.
 */
async function relayBacklog(first: Store, second: Store, smtp: FakeSmtp): Promise<string[]> {
  for (let index = 0; index < BACKLOG; index += 1) {
    await saveSubmission(first.db, { form: 'enquiry', fields: { fullname: 'Ada Lovelace', email: 'ada@example.test', comments: `Backlog #${index}` }, channel: 'smtp', reference: { prefix: 'TST' } })
  }
  const config: FormsConfig = { dataDir: tmpdir(), smtpUrl: smtp.url, mailTo: 'practice@example.test', mailFrom: 'site@example.test' }
  const clock = fastClock()
  const pending = async (store: Store) => (await listOutbox(store.db)).some(({ status }) => status === 'pending')
  const instance = async (store: Store) => {
    while (await pending(store)) {
      await relayOnce(store.db, config, undefined, clock)
      await sleep(POLL_MS)
    }
  }
  await Promise.all([instance(first), instance(second)])
  expect(await listOutbox(first.db)).toEqual([])
  return smtp.messages.map(({ raw }) => /Backlog #(\d+)/.exec(readable(raw))?.[1] ?? '?')
}

const everyOnce = [...Array(BACKLOG).keys()].map(String)

test('the test itself: a message takes well under a lease, the backlog longer than one', () => {
  const leaseSeconds = LEASE_MS / SPEED / 1000
  expect(ACCEPT_DELAY_MS / 1000).toBeLessThan(leaseSeconds / 2)
  expect((BACKLOG * ACCEPT_DELAY_MS) / 1000).toBeGreaterThan(leaseSeconds * 1.5)
})

describe('two relays on one embedded SQLite database (one process)', () => {
  let temp: TempStore
  let smtp: FakeSmtp

  beforeEach(async () => {
    temp = await tempStore()
    smtp = await startFakeSmtp(0, '127.0.0.1', { acceptDelayMs: ACCEPT_DELAY_MS })
  })
  afterEach(async () => {
    await smtp.close()
    await temp.dispose()
  })
  afterAll(disposeTemplate)

  test('each e-mail of the backlog is delivered exactly once', async () => {
    expect((await relayBacklog(temp.store, temp.store, smtp)).sort()).toEqual(everyOnce)
  }, 60_000)

  test('each row is still leased to the pass when its delivery starts, however long the ones before took', async () => {
    for (let index = 0; index < 4; index += 1) await saveSubmission(temp.store.db, { form: 'enquiry', fields: { comments: `#${index}` }, channel: 'smtp', reference: { prefix: 'TST' } })
    let time = Date.now()
    const clock = () => new Date(time)
    const leftOnLease: number[] = []
    // Each delivery takes 90 s of the clock: three of them outlast a lease counted from the pass's start.
    const slow: Deliver = async (_config, _channel, submission) => {
      const row = (await allOutbox(temp.store)).find(({ submissionId }) => submissionId === submission.id)
      leftOnLease.push((row?.leaseUntil?.getTime() ?? 0) - time)
      time += 90_000
      return { kind: 'delivered' }
    }
    expect(await relayOnce(temp.store.db, { dataDir: temp.dir, mailTo: 'a@example.test', mailFrom: 'b@example.test' }, slow, clock)).toMatchObject({ delivered: 4 })
    expect(leftOnLease).toEqual([LEASE_MS, LEASE_MS, LEASE_MS, LEASE_MS])
  })
})

const withPostgres = postgresAvailable() ? describe : describe.skip
if (!postgresAvailable()) console.warn('Skipping the two-instance lease test on PostgreSQL: PostgreSQL is not installed (apt-get install postgresql)')

withPostgres('two instances on one PostgreSQL database', () => {
  let pg: TempPostgres
  let dirs: string[]
  let instances: Store[]
  let smtp: FakeSmtp

  beforeAll(async () => {
    pg = await startPostgres()
    dirs = await Promise.all([mkdtemp(path.join(tmpdir(), 'forms-lease-a-')), mkdtemp(path.join(tmpdir(), 'forms-lease-b-'))])
    instances = await Promise.all(dirs.map((dataDir) => openStore({ dataDir, databaseUrl: pg.url })))
    smtp = await startFakeSmtp(0, '127.0.0.1', { acceptDelayMs: ACCEPT_DELAY_MS })
  })
  afterAll(async () => {
    await smtp?.close()
    for (const instance of instances ?? []) await instance.close()
    await pg?.stop()
    for (const dir of dirs ?? []) await rm(dir, { recursive: true, force: true })
  })

  test('each e-mail of the backlog is delivered exactly once', async () => {
    const [first, second] = instances
    expect((await relayBacklog(first!, second!, smtp)).sort()).toEqual(everyOnce)
  }, 60_000)
})
