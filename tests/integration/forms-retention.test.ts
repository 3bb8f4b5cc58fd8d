import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FormsConfig } from '@/forms/config'
import { directOperations } from '@/forms/control'
import { markDelivered, markFailed } from '@/forms/store/outbox'
import { listSubmissions, saveSubmission } from '@/forms/store/submissions'
import { allOutbox, disposeTemplate, tempStore, type TempStore } from '../fakes/store'

/** Issue 10, UK GDPR storage limitation: what the practice already has goes after RETENTION_DAYS. */
let temp: TempStore
let config: FormsConfig

beforeEach(async () => {
  temp = await tempStore()
  config = { dataDir: temp.dir, mailTo: 'x@example.test', mailFrom: 'y@example.test', retentionDays: 180 }
})
afterEach(() => temp.dispose())
afterAll(disposeTemplate)

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)
const uploadsDir = () => path.join(temp.dir, 'uploads')

/** A submission received `days` ago; a cf7 one is pending unless given its outcome. */
async function submission(options: { days: number; channel: 'cf7' | 'store'; status?: 'delivered' | 'failed'; file?: string }) {
  const upload = options.file ? { storedName: options.file, originalName: 'x-ray.pdf', mimeType: 'application/pdf', size: 4 } : undefined
  if (options.file) {
    await mkdir(uploadsDir(), { recursive: true })
    await writeFile(path.join(uploadsDir(), options.file), '%PDF')
  }
  const when = daysAgo(options.days)
  const { submissionId, outboxId } = await saveSubmission(temp.store.db, { form: 'referral', fields: { patientname: 'Pat Patient' }, upload, channel: options.channel, reference: { prefix: 'TST' } }, when)
  if (options.channel === 'cf7' && options.status === 'delivered') await markDelivered(temp.store.db, outboxId, when)
  if (options.channel === 'cf7' && options.status === 'failed') await markFailed(temp.store.db, outboxId, 'Refused by the form service')
  return submissionId
}

const remaining = async () => (await listSubmissions(temp.store.db)).map(({ submission }) => submission.id).sort()

// Failed: refused by Contact Form 7, or given up after every retry. Nobody will deliver it, and it
// is usually a dead duplicate of health data the visitor sent again (security review).
test.each(['delivered', 'failed'] as const)('an old %s submission and its file are deleted; a newer one and an old pending one remain', async (status) => {
  const oldFile = '11111111-1111-4111-8111-111111111111.pdf'
  const newFile = '22222222-2222-4222-8222-222222222222.pdf'
  const old = await submission({ days: 181, channel: 'cf7', status, file: oldFile })
  const recent = await submission({ days: 179, channel: 'cf7', status, file: newFile })
  const oldPending = await submission({ days: 400, channel: 'cf7' })

  const { deleted } = await directOperations(temp.store, config).purge()

  expect(deleted).toEqual([old])
  expect(await remaining()).toEqual([recent, oldPending].sort())
  expect(existsSync(path.join(uploadsDir(), oldFile))).toBe(false)
  expect(existsSync(path.join(uploadsDir(), newFile))).toBe(true)
  expect((await allOutbox(temp.store)).filter(({ submissionId }) => submissionId === old)).toHaveLength(0)
})

test('stored only (no CF7, no e-mail): kept until exported, then its period runs', async () => {
  const kept = await submission({ days: 365, channel: 'store' })
  const operations = directOperations(temp.store, config)
  expect((await operations.purge()).deleted).toEqual([])
  await operations.exported([kept])
  expect((await operations.purge()).deleted).toEqual([kept])
  expect(await remaining()).toEqual([])
})

test('the period is configurable', async () => {
  const recent = await submission({ days: 40, channel: 'cf7', status: 'delivered' })
  expect((await directOperations(temp.store, config).purge()).deleted).toEqual([])
  expect((await directOperations(temp.store, { ...config, retentionDays: 30 }).purge()).deleted).toEqual([recent])
})
