import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { createAcknowledgementLimiter } from '@/forms/acknowledge-limit'
import type { FormsConfig } from '@/forms/config'
import { HONEYPOT_FIELD } from '@/forms/constants'
import { parseReference } from '@/forms/reference'
import { relayOnce, type Deliver } from '@/forms/relay'
import { openStore, type Store } from '@/forms/store/db'
import { purgeExpired } from '@/forms/store/retention'
import { saveSubmission } from '@/forms/store/submissions'
import { handleSubmission } from '@/forms/submit'
import { embeddedFacts } from '../embedded-facts'
import { files } from '../fakes/files'
import { postgresAvailable, startPostgres, type TempPostgres } from '../fakes/postgres'
import { readable, startFakeSmtp, type FakeSmtp } from '../fakes/smtp'
import { allOutbox, disposeTemplate, tempStore, type TempStore } from '../fakes/store'
import { contextFor, postOf } from '../fakes/submissions'

/**
 * Issue 46's acknowledgements, through the real store, relay and a real SMTP server on loopback:
 * what they hold (the reference, the phone, the automatic headers) and never hold (anything typed),
 * one per job however many relays race, and none over an address's limits or for a refused post.
 */
const PRACTICE = 'hello@larkspurdental.example'
const ackTo = (smtp: FakeSmtp, address: string) => smtp.messages.filter(({ to }) => to.includes(address))
const delivered: Deliver = async () => ({ kind: 'delivered' })

let smtp: FakeSmtp
let temp: TempStore
let config: FormsConfig

beforeEach(async () => {
  temp = await tempStore()
  smtp = await startFakeSmtp()
  config = { dataDir: temp.dir, smtpUrl: smtp.url, mailTo: PRACTICE, mailFrom: 'Website <website@larkspurdental.example>', siteOrigin: 'https://www.larkspurdental.example' }
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await smtp.close()
  await temp.dispose()
})
afterAll(disposeTemplate)

test('a contact post: one acknowledgement to the visitor, with the reference, the phone and the automatic headers, and nothing typed', async () => {
  const marker = (field: string) => `MARK${field.toUpperCase()}X`
  const typed = ['firstname', 'lastname', 'comments'].map((field): [string, string] => [field, marker(field)])
  const state = await handleSubmission('contact', postOf('contact', [...typed, ['phone', '01632 960999']]), contextFor(temp.store, config, { acknowledgements: createAcknowledgementLimiter() }))
  expect(state.status).toBe('success')
  const reference = (state as { reference: string }).reference
  expect(parseReference(reference)).toMatchObject({ ok: true, reference })
  await relayOnce(temp.store.db, config)

  const [ack, ...more] = ackTo(smtp, 'grace@example.com')
  expect(more).toHaveLength(0)
  const text = readable(ack!.raw)
  expect(text).toMatch(/^Auto-Submitted: auto-generated$/m)
  expect(text).toMatch(/^X-Auto-Response-Suppress: All$/m)
  expect(text).toContain(`Reply-To: ${PRACTICE}`)
  expect(text).toMatch(/^From: Website <website@larkspurdental\.example>$/m)
  expect(text).toMatch(/^Message-ID:\s+<ack-[\w-]+@larkspurdental\.example>$/m)
  expect(text).toMatch(/^Content-Type: text\/plain/m)
  expect(text).toContain(reference)
  expect(text).toContain(embeddedFacts().phone.display)
  expect(text).toContain('https://www.larkspurdental.example/privacy-policy')
  expect(text).toMatch(/we will reply by \w+day \d{1,2} \w+\./)
  for (const [, value] of [...typed, ['phone', '01632 960999'], ['interested', 'Teeth Whitening']]) expect(text).not.toContain(value)
  // The practice's own e-mail went as before, once.
  expect(ackTo(smtp, PRACTICE)).toHaveLength(1)
  // Sent: the job keeps the address's hash, not the address (the acknowledgement log).
  const job = (await allOutbox(temp.store)).find(({ kind }) => kind === 'acknowledge')
  expect(job).toMatchObject({ status: 'delivered', recipient: null, recipientHash: expect.stringMatching(/^[0-9a-f]{64}$/) })
  // The retention purge reads the deliver job, and deletes the acknowledgement log with the submission.
  const later = new Date(Date.now() + 200 * 86_400_000)
  expect((await purgeExpired(temp.store.db, async () => undefined, { now: later })).deleted).toHaveLength(1)
  expect(await allOutbox(temp.store)).toEqual([])
})

test('a referral: one acknowledgement to the referring dentist, none of what was typed (the dentist\'s own name included); the patient only where the practice turns it on', async () => {
  const free = ['patientname', 'patientaddress', 'patientpost', 'dentistname', 'dentistpractice', 'dentistaddress', 'dentistpost', 'reasonfor', 'dentalhistory']
  const typed = free.map((field): [string, string] => [field, `MARK${field.toUpperCase()}X`])
  const file = new File([files.pdf()], 'MARKFILENAMEX.pdf', { type: 'application/pdf' })
  const acknowledgements = createAcknowledgementLimiter()
  const state = await handleSubmission('referral', postOf('referral', typed, file), contextFor(temp.store, config, { acknowledgements }))
  expect(state.status).toBe('success')
  await relayOnce(temp.store.db, config)
  const [ack, ...more] = ackTo(smtp, 'jo@bridge-dental.example').filter(({ raw }) => /^Auto-Submitted: auto-generated/m.test(raw))
  expect(more).toHaveLength(0)
  const text = readable(ack!.raw)
  expect(text).toContain((state as { reference: string }).reference)
  for (const value of [...typed.map(([, marker]) => marker), 'MARKFILENAMEX', 'Dental Implants', 'Reconstructive', 'Pat Patient', 'Dr Jo Smith']) expect(text).not.toContain(value)
  expect(ackTo(smtp, 'pat@example.com')).toHaveLength(0)

  const patientToo = { ...config, ackReferralPatient: true }
  await handleSubmission('referral', postOf('referral', [['patientemail', 'other-patient@example.com'], ['dentistemail', 'other-dentist@example.com']]), contextFor(temp.store, patientToo, { acknowledgements }))
  await relayOnce(temp.store.db, patientToo)
  expect(ackTo(smtp, 'other-patient@example.com')).toHaveLength(1)
  expect(ackTo(smtp, 'other-dentist@example.com')).toHaveLength(1)
})

test('an acknowledgement holds no field value and no file name, whatever was sent (property)', async () => {
  const value = fc.string({ minLength: 8, maxLength: 40, unit: 'grapheme' }).filter((text) => text.trim().length >= 8)
  let index = 0
  await fc.assert(
    fc.asyncProperty(fc.dictionary(fc.constantFrom('fullname', 'dentistname', 'patientname', 'reasonfor', 'dentalhistory', 'comments', 'interested'), value, { minKeys: 1 }), value, async (fields, fileName) => {
      const to = `victim${(index += 1)}@example.test`
      const upload = { storedName: `stored-${index}`, originalName: fileName, mimeType: 'application/pdf', size: 10 }
      await saveSubmission(temp.store.db, { form: 'referral', fields, upload, channel: 'smtp', reference: { prefix: 'LDC' }, acknowledgeTo: [to] })
      await relayOnce(temp.store.db, config, delivered)
      const [ack, ...more] = ackTo(smtp, to)
      expect(more).toHaveLength(0)
      const whole = `${ack!.raw}\n${readable(ack!.raw)}`
      for (const typed of [...Object.values(fields), fileName]) expect(whole).not.toContain(typed.trim())
    }),
    { numRuns: 25 },
  )
}, 60_000)

test('one address: one acknowledgement in 10 minutes, whatever its case, however many posts name it', async () => {
  const context = contextFor(temp.store, config, { acknowledgements: createAcknowledgementLimiter(), limiter: { take: () => true } })
  const answers = []
  for (let post = 0; post < 12; post += 1) {
    const email = post % 2 === 0 ? 'victim@example.test' : ' Victim@Example.TEST '
    answers.push(await handleSubmission('enquiry', postOf('enquiry', [['email', email]]), context))
  }
  // The same answer whether or not an acknowledgement went.
  expect(new Set(answers.map(({ status, message }) => `${status}:${message}`)).size).toBe(1)
  await relayOnce(temp.store.db, config, delivered)
  expect(smtp.messages.filter(({ to }) => to.some((address) => address.toLowerCase() === 'victim@example.test'))).toHaveLength(1)
})

test('no acknowledgement for a honeypot hit, a cross-site post or a post the form limit refused', async () => {
  const acknowledgements = createAcknowledgementLimiter()
  await handleSubmission('enquiry', postOf('enquiry', [[HONEYPOT_FIELD, 'http://spam.example']]), contextFor(temp.store, config, { acknowledgements }))
  await handleSubmission('enquiry', postOf('enquiry'), contextFor(temp.store, config, { acknowledgements, facts: { address: '203.0.113.11', crossSite: true } }))
  // Nor for a post the form limit refused.
  await handleSubmission('enquiry', postOf('enquiry'), contextFor(temp.store, config, { acknowledgements, limiter: { take: () => false } }))
  await relayOnce(temp.store.db, config)
  expect(smtp.messages).toHaveLength(0)
  // None counted against the address: a real post to it is acknowledged.
  await handleSubmission('enquiry', postOf('enquiry'), contextFor(temp.store, config, { acknowledgements }))
  await relayOnce(temp.store.db, config)
  expect(ackTo(smtp, 'ada@example.com')).toHaveLength(1)
})

test('without SMTP_URL no acknowledgement job is written, and the answer still has its reference', async () => {
  const state = await handleSubmission('enquiry', postOf('enquiry'), contextFor(temp.store, { ...config, smtpUrl: undefined }, { acknowledgements: createAcknowledgementLimiter() }))
  expect(state).toMatchObject({ status: 'success', reference: expect.any(String) })
  expect((await allOutbox(temp.store)).map(({ kind }) => kind)).toEqual(['deliver'])
})

/** Two instances relay the same acknowledgements (racing, every 50 ms) until none is pending. */
async function race(first: Store, second: Store, settings: FormsConfig): Promise<void> {
  for (let index = 0; index < 4; index += 1) {
    await saveSubmission(first.db, { form: 'enquiry', fields: { email: `racer${index}@example.test` }, channel: 'store', reference: { prefix: 'LDC' }, acknowledgeTo: [`racer${index}@example.test`] })
  }
  const instance = async (store: Store) => {
    for (let pass = 0; pass < 10; pass += 1) {
      await relayOnce(store.db, settings)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  await Promise.all([instance(first), instance(second)])
}

test('two relays racing on one embedded store: one acknowledgement per job', async () => {
  await race(temp.store, temp.store, config)
  for (let index = 0; index < 4; index += 1) expect(ackTo(smtp, `racer${index}@example.test`)).toHaveLength(1)
  // The inbox lists each submission once, with its deliver job's state.
  const listed = await temp.store.db.listSubmissions({})
  expect(listed.map(({ delivery }) => delivery?.channel)).toEqual(['store', 'store', 'store', 'store'])
}, 30_000)

const withPostgres = postgresAvailable() ? describe : describe.skip
withPostgres('PostgreSQL, two instances', () => {
  let pg: TempPostgres
  let dirs: string[]
  let instances: Store[]
  beforeAll(async () => {
    pg = await startPostgres()
    dirs = await Promise.all([mkdtemp(path.join(tmpdir(), 'forms-ack-a-')), mkdtemp(path.join(tmpdir(), 'forms-ack-b-'))])
    instances = await Promise.all(dirs.map((dataDir) => openStore({ dataDir, databaseUrl: pg.url })))
  }, 60_000)
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close()
    await pg?.stop()
    for (const dir of dirs ?? []) await rm(dir, { recursive: true, force: true })
  })

  test('two relays racing: one acknowledgement per job; the inbox lists the deliver job only', async () => {
    const [first, second] = instances
    await race(first!, second!, config)
    for (let index = 0; index < 4; index += 1) expect(ackTo(smtp, `racer${index}@example.test`)).toHaveLength(1)
    const listed = await first!.db.listSubmissions({})
    expect(listed).toHaveLength(4)
    expect(listed.every(({ delivery }) => delivery?.channel === 'store')).toBe(true)
  }, 30_000)
})
