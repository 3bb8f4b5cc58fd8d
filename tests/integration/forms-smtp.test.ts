import type { FormsConfig } from '@/forms/config'
import { FORM_TITLES } from '@/forms/registry'
import { relayOnce } from '@/forms/relay'
import { listOutbox } from '@/forms/store/outbox'
import { handleSubmission } from '@/forms/submit'
import { files } from '../fakes/files'
import { attachmentOf, readable, startFakeSmtp, type FakeSmtp } from '../fakes/smtp'
import { disposeTemplate, tempStore, type TempStore } from '../fakes/store'
import { contextFor, postOf } from '../fakes/submissions'

/** Embedded mode with SMTP_URL: a real SMTP server (smtp-server) on loopback receives the e-mail. */
let smtp: FakeSmtp | undefined
let temp: TempStore

beforeEach(async () => {
  temp = await tempStore()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await smtp?.close()
  smtp = undefined
  await temp.dispose()
})
afterAll(disposeTemplate)

const configFor = (url: string): FormsConfig => ({ dataDir: temp.dir, smtpUrl: url, mailTo: 'hello@larkspurdental.example', mailFrom: 'Website <website@larkspurdental.example>' })

test('a referral arrives as a readable e-mail with its file attached', async () => {
  smtp = await startFakeSmtp()
  const png = files.png()
  const state = await handleSubmission('referral', postOf('referral', [], new File([png], 'smile.png', { type: 'image/png' })), contextFor(temp.store, configFor(smtp.url)))
  expect(state).toEqual({ status: 'success', message: 'Thank you for your message. It has been sent.', reference: expect.any(String) })
  expect(smtp.messages).toHaveLength(1)
  const [mail] = smtp.messages
  expect(mail?.to).toEqual(['hello@larkspurdental.example'])
  const text = readable(mail!.raw)
  // The form and the reference only, never the patient's name (issue 34, point 10).
  expect(text).toMatch(new RegExp(`^Subject: ${FORM_TITLES.referral}: reference [\\w-]+$`, 'm'))
  // Issue 46: the reference the visitor was shown, in the subject and the first line.
  expect(text).toContain(`Subject: ${FORM_TITLES.referral}: reference ${state.reference}\n`)
  expect(text).toContain(`\n\nReference ${state.reference}: ${FORM_TITLES.referral} sent from the website.`)
  expect(text).toContain('Pat Patient')
  // Issue 46: a referral is the referring dentist's; the practice replies to them.
  expect(text).toContain('Reply-To: jo@bridge-dental.example')
  expect(text).toContain('Reason for referral:\n  Missing lower molar')
  expect(text).toContain('- Reconstructive Dentistry / Smile Design')
  expect(text).toContain('smile.png (attached, 1 KB)')
  expect(attachmentOf(mail!.raw, 'smile.png')?.equals(png)).toBe(true)
})

test('SMTP down: the submission stays in the outbox, and is delivered once the server is back', async () => {
  // Find a free port, then leave it closed: nothing listens there yet.
  const probe = await startFakeSmtp()
  const port = probe.port
  await probe.close()
  const config = configFor(`smtp://127.0.0.1:${port}`)

  const state = await handleSubmission('enquiry', postOf('enquiry'), contextFor(temp.store, config))
  expect(state).toEqual({ status: 'success', message: 'Thank you, we have received your message and will be in touch soon.', reference: expect.any(String) })
  const [waiting] = await listOutbox(temp.store.db)
  expect(waiting).toMatchObject({ channel: 'smtp', status: 'pending', attempts: 1 })
  expect(waiting?.lastError).toMatch(/SMTP/)

  smtp = await startFakeSmtp(port)
  expect(await relayOnce(temp.store.db, config)).toEqual({ delivered: 0, retrying: 0, failed: 0 })
  expect(await relayOnce(temp.store.db, config, undefined, new Date(Date.now() + 60_000))).toEqual({ delivered: 1, retrying: 0, failed: 0 })
  expect(await relayOnce(temp.store.db, config, undefined, new Date(Date.now() + 86_400_000))).toEqual({ delivered: 0, retrying: 0, failed: 0 })
  expect(smtp.messages).toHaveLength(1)
  expect(readable(smtp.messages[0]!.raw)).toContain('Full name:\n  Ada Lovelace')
  expect(await listOutbox(temp.store.db)).toHaveLength(0)
})
