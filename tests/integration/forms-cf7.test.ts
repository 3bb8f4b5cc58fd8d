import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FormsConfig } from '@/forms/config'
import { relayOnce } from '@/forms/relay'
import { listOutbox } from '@/forms/store/outbox'
import { listSubmissions } from '@/forms/store/submissions'
import { handleSubmission } from '@/forms/submit'
import { startFakeCf7, textEntries, type FakeCf7 } from '../fakes/cf7-server'
import { files } from '../fakes/files'
import { disposeTemplate, tempStore, type TempStore } from '../fakes/store'
import { contextFor, postOf } from '../fakes/submissions'

/** WordPress mode: each form is forwarded to a local server speaking Contact Form 7's REST API. */
let cf7: FakeCf7
let staging: FakeCf7
let temp: TempStore
let config: FormsConfig

beforeAll(async () => {
  cf7 = await startFakeCf7()
  staging = await startFakeCf7()
})
afterAll(async () => {
  await cf7.close()
  await staging.close()
  await disposeTemplate()
})
beforeEach(async () => {
  temp = await tempStore()
  config = { dataDir: temp.dir, cf7Base: cf7.base, cf7RegistrationBase: staging.base, mailTo: 'x@example.test', mailFrom: 'y@example.test' }
  for (const fake of [cf7, staging]) {
    fake.requests.length = 0
    fake.replies = ['mail_sent']
    fake.invalidFields = []
  }
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await temp.dispose()
})

/** A reference as issued (src/forms/reference.ts): the practice's initials, then 4 and 4 of Crockford's base32. */
const REFERENCE = /^[A-Z]{2,5}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/
const aReference = ['reference', expect.stringMatching(REFERENCE)]

const submit = (form: Parameters<typeof handleSubmission>[0], data: FormData) => handleSubmission(form, data, contextFor(temp.store, config))

test('enquiry → form 4278, exactly docs/requirements.md §7’s keys, with a real User-Agent', async () => {
  const state = await submit('enquiry', postOf('enquiry'))
  expect(state).toEqual({ status: 'success', message: 'Thank you for your message. It has been sent.', reference: expect.stringMatching(REFERENCE) })
  const [request] = cf7.requests
  expect(request?.path).toBe('/wp-json/contact-form-7/v1/contact-forms/4278/feedback')
  expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/)
  expect(request?.userAgent.length).toBeGreaterThan(10)
  expect(textEntries(request!)).toEqual([
    ['fullName', 'Ada Lovelace'],
    ['email', 'ada@example.com'],
    ['interested', 'Dental Implants'],
    ['phone', '01632 960001'],
    ['comments', 'Could I book a consultation?'],
    ['label_first', 'I Consent to my personal Data being collected and stored for the purpose of marketing communications.'],
    aReference,
    ['_wpcf7_unit_tag', 'wpcf7-f4278-o1'],
  ])
  expect((await listOutbox(temp.store.db, ['delivered']))).toHaveLength(1)
})

test('contact → form 4276 with the request type as label_first', async () => {
  await submit('contact', postOf('contact'))
  expect(cf7.requests[0]?.formId).toBe(4276)
  expect(textEntries(cf7.requests[0]!)).toEqual([
    ['firstName', 'Grace'],
    ['lastName', 'Hopper'],
    ['email', 'grace@example.com'],
    ['interested', 'Teeth Whitening'],
    ['phone', '01632 960002'],
    ['comments', 'Mornings suit me best.'],
    ['label_first', 'Book an appointment'],
    aReference,
    ['_wpcf7_unit_tag', 'wpcf7-f4276-o1'],
  ])
})

test('registration → form 5567 on its own (staging) base, with the agreement text', async () => {
  await submit('registration', postOf('registration'))
  expect(cf7.requests).toHaveLength(0)
  expect(staging.requests[0]?.formId).toBe(5567)
  expect(textEntries(staging.requests[0]!)).toEqual([
    ['firstName', 'Mary'],
    ['lastName', 'Somerville'],
    ['email', 'mary@example.com'],
    ['phone', '01632 960003'],
    ['label_first', 'I agree to the Terms and GDPR policy.'],
    aReference,
    ['_wpcf7_unit_tag', 'wpcf7-f5567-o1'],
  ])
})

test('referral → form 4279: every field, one reasonforreferral[] per ticked reason, the file as uploadfile', async () => {
  const pdf = files.pdf()
  await submit('referral', postOf('referral', [], new File([pdf], 'x-ray scan.pdf', { type: 'application/octet-stream' })))
  const request = cf7.requests[0]!
  expect(request.formId).toBe(4279)
  expect(textEntries(request)).toEqual([
    ['patientemail', 'pat@example.com'],
    ['patientname', 'Pat Patient'],
    ['patientphone', '01632 960004'],
    ['patientbirth', '1980-03-21'],
    ['patientpost', 'SL6 8AA'],
    ['patientaddress', '1 River Road, Maidenhead'],
    ['dentistbirth', '2025-01-31'],
    ['dentistpost', 'SL1 1AA'],
    ['dentistaddress', '2 High Street, Slough'],
    ['dentalhistory', 'Non-smoker, no relevant history'],
    ['reasonfor', 'Missing lower molar'],
    ['dentistname', 'Dr Jo Smith'],
    ['dentistpractice', 'Bridge Dental'],
    ['dentistgdc', '123456'],
    ['dentistemail', 'jo@bridge-dental.example'],
    ['dentistphone', '01632 960005'],
    ['reasonforreferral[]', 'Dental Implants'],
    ['reasonforreferral[]', 'Reconstructive Dentistry / Smile Design'],
    aReference,
    ['_wpcf7_unit_tag', 'wpcf7-f4279-o1'],
  ])
  const file = request.entries.find(([key]) => key === 'uploadfile')?.[1]
  // The type comes from the content (magic bytes), not from what the browser claimed.
  expect(file).toMatchObject({ name: 'x-ray scan.pdf', type: 'application/pdf' })
  expect(Buffer.from((file as { bytes: Uint8Array }).bytes).equals(pdf)).toBe(true)
  expect(request.entries.some(([key]) => key === 'nhsorprivate')).toBe(false)
})

// Issue 46 (docs/deviations.md): the one key beyond the spec, the same reference the visitor was shown and the store keeps.
test('the payload carries the submission’s reference as the key `reference`, the one the visitor was shown', async () => {
  const state = await submit('contact', postOf('contact'))
  const [entry] = await listSubmissions(temp.store.db)
  expect(state.reference).toMatch(REFERENCE)
  expect(entry?.submission.reference).toBe(state.reference)
  expect(textEntries(cf7.requests[0]!).filter(([key]) => key === 'reference')).toEqual([['reference', state.reference]])
})

test('validation_failed: CF7’s invalid_fields land on our fields, the typed values are kept', async () => {
  cf7.replies = ['validation_failed']
  cf7.invalidFields = [
    { field: 'fullName', message: 'Please fill out this field.' },
    { field: 'email', message: 'Please enter an email address.' },
  ]
  const state = await submit('enquiry', postOf('enquiry'))
  expect(state).toMatchObject({
    status: 'invalid',
    message: 'One or more fields have an error. Please check and try again.',
    errors: { fullname: 'Please fill out this field.', email: 'Please enter an email address.' },
    values: { fullname: 'Ada Lovelace', email: 'ada@example.com' },
  })
  // Kept, marked as refused, never retried.
  expect(await listOutbox(temp.store.db, ['failed'])).toHaveLength(1)
  expect(await relayOnce(temp.store.db, config)).toEqual({ delivered: 0, retrying: 0, failed: 0 })
})

test.each([['mail_failed'], ['http_500']] as const)('%s: still a success for the visitor, kept in the outbox, retried later and sent once', async (reply) => {
  cf7.replies = [reply, 'mail_sent']
  const state = await submit('contact', postOf('contact'))
  expect(state).toEqual({ status: 'success', message: 'Thank you, we have received your message and will be in touch soon.', reference: expect.stringMatching(REFERENCE) })
  expect((await listOutbox(temp.store.db))[0]).toMatchObject({ status: 'pending', attempts: 1 })
  expect(await relayOnce(temp.store.db, config)).toEqual({ delivered: 0, retrying: 0, failed: 0 })
  expect(await relayOnce(temp.store.db, config, undefined, new Date(Date.now() + 60_000))).toEqual({ delivered: 1, retrying: 0, failed: 0 })
  expect(await relayOnce(temp.store.db, config, undefined, new Date(Date.now() + 86_400_000))).toEqual({ delivered: 0, retrying: 0, failed: 0 })
  expect(cf7.requests).toHaveLength(2)
  expect((await listSubmissions(temp.store.db))[0]?.delivery?.status).toBe('delivered')
})

test('CF7 unreachable: stored, a success for the visitor, delivered when it is back', async () => {
  const down = { ...config, cf7Base: 'http://127.0.0.1:9/wp-json/' }
  const state = await handleSubmission('enquiry', postOf('enquiry'), contextFor(temp.store, down))
  expect(state.status).toBe('success')
  expect((await listOutbox(temp.store.db))[0]?.lastError).toMatch(/Contact Form 7 unreachable/)
  expect(await relayOnce(temp.store.db, config, undefined, new Date(Date.now() + 60_000))).toMatchObject({ delivered: 1 })
  expect(cf7.requests).toHaveLength(1)
})

test('a 307 from CF7 is never followed: the redirect target gets nothing, the submission is kept and marked failed (issue 27, point 7)', async () => {
  const reached: string[] = []
  const elsewhere = createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`)
    request.resume()
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'mail_sent', message: 'Thanks' }))
  })
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
  try {
    cf7.replies = ['redirect']
    cf7.redirectTo = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/wp-json/contact-form-7/v1/contact-forms/4276/feedback`
    const state = await submit('contact', postOf('contact'))
    // Stored is what the visitor is promised; the practice sees the failure in the outbox.
    expect(state.status).toBe('success')
    expect(cf7.requests).toHaveLength(1)
    expect(reached).toEqual([])
    const [row] = await listOutbox(temp.store.db, ['failed'])
    expect(row?.lastError).toMatch(/^HTTP 307 from 127\.0\.0\.1:\d+: a redirect, not followed$/)
    expect((await listSubmissions(temp.store.db))[0]?.delivery?.status).toBe('failed')
    // A permanent failure is not retried, so the redirect target is never asked later either.
    expect(await relayOnce(temp.store.db, config, undefined, new Date(Date.now() + 86_400_000))).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(reached).toEqual([])
  } finally {
    elsewhere.closeAllConnections()
    await new Promise<void>((resolve) => elsewhere.close(() => resolve()))
  }
})
