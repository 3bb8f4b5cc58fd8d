import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FormsConfig } from '@/forms/config'
import { REQUIRED } from '@/forms/wording/errors'
import { FILE_TOO_LARGE } from '@/forms/upload-rules'
import { createRateLimiter } from '@/lib/rate-limit'
import { parseReference } from '@/forms/reference'
import { practiceInitials } from '@/forms/reference-initials'
import { listSubmissions } from '@/forms/store/submissions'
import { handleSubmission } from '@/forms/submit'
import { files } from '../fakes/files'
import { disposeTemplate, tempStore, type TempStore } from '../fakes/store'
import { contextFor, postOf } from '../fakes/submissions'
import { embeddedFacts } from '../embedded-facts'

/** The main clinic's facts, read from the embedded practice model as the site reads them. */
const facts = embeddedFacts()

/** The server side of a submission in embedded, stored-only mode: nothing configured. */
let temp: TempStore
let config: FormsConfig

beforeEach(async () => {
  temp = await tempStore()
  config = { dataDir: temp.dir, mailTo: 'x@example.test', mailFrom: 'y@example.test' }
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await temp.dispose()
})
afterAll(disposeTemplate)

const submit = (form: Parameters<typeof handleSubmission>[0], data: FormData, overrides = {}) => handleSubmission(form, data, contextFor(temp.store, config, overrides))
const stored = async () => listSubmissions(temp.store.db)
const uploads = async () => readdir(path.join(temp.dir, 'uploads')).catch(() => [] as string[])

test('stored only: the submission lands in the store, complete, and the visitor is told it was received', async () => {
  const state = await submit('contact', postOf('contact'))
  expect(state).toEqual({ status: 'success', message: 'Thank you, we have received your message and will be in touch soon.', reference: expect.any(String) })
  const [entry] = await stored()
  // Issue 46: the visitor is told the reference the store keeps, prefixed by the practice's initials.
  expect(entry?.submission.reference).toBe(state.reference)
  expect(state.reference).toMatch(new RegExp(`^${practiceInitials(facts.name)}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$`))
  expect(parseReference(state.reference ?? '')).toMatchObject({ ok: true, reference: state.reference })
  expect(entry?.submission).toMatchObject({ form: 'contact', fields: { firstname: 'Grace', lastname: 'Hopper', requesttype: '1', interested: 'Teeth Whitening' } })
  expect(entry?.delivery).toMatchObject({ channel: 'store', status: 'delivered' })
})

test('REFERENCE_PREFIX, when set, is the prefix instead of the initials', async () => {
  const state = await handleSubmission('contact', postOf('contact'), contextFor(temp.store, { ...config, referencePrefix: 'QRS' }))
  expect(state.reference).toMatch(/^QRS-/)
  expect((await stored())[0]?.submission.reference).toBe(state.reference)
})

test('the server re-validates: the same errors as the browser, the typed values echoed back, nothing stored', async () => {
  const state = await submit('enquiry', postOf('enquiry', [['email', 'not-an-email'], ['comments', '  ']]))
  expect(state).toMatchObject({ status: 'invalid', errors: { email: expect.stringMatching(/valid email/), comments: REQUIRED }, values: { fullname: 'Ada Lovelace', email: 'not-an-email' } })
  expect(await stored()).toHaveLength(0)
})

test('a referral file is kept under a generated name in DATA_DIR/uploads, its type judged by content', async () => {
  const docx = files.docx()
  expect((await submit('referral', postOf('referral', [], new File([docx], '../../etc/Referral letter.docx')))).status).toBe('success')
  const [entry] = await stored()
  const upload = entry?.submission.upload
  expect(upload).toMatchObject({ originalName: 'Referral letter.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: docx.length })
  expect(upload?.storedName).toMatch(/^[0-9a-f-]{36}\.docx$/)
  expect(await uploads()).toEqual([upload?.storedName])
  expect((await readFile(path.join(temp.dir, 'uploads', upload!.storedName))).equals(docx)).toBe(true)
  expect(entry?.submission.fields).not.toHaveProperty('uploadfile')
})

test('a .exe renamed to .pdf is refused, and nothing is kept', async () => {
  const state = await submit('referral', postOf('referral', [], new File([files.exe()], 'xray.pdf', { type: 'application/pdf' })))
  expect(state).toMatchObject({ status: 'invalid', errors: { uploadfile: 'This file does not look like a real .pdf file. Please choose the original document or image.' } })
  expect(await stored()).toHaveLength(0)
  expect(await uploads()).toEqual([])
})

test('a .doc must be a Word document: another compound file (a workbook) gets "Invalid file type"', async () => {
  const state = await submit('referral', postOf('referral', [], new File([files.xls()], 'referral.doc')))
  expect(state).toMatchObject({ status: 'invalid', errors: { uploadfile: 'Invalid file type' } })
  expect(await stored()).toHaveLength(0)
  expect(await uploads()).toEqual([])
  expect((await submit('referral', postOf('referral', [], new File([files.doc()], 'referral.doc')))).status).toBe('success')
  expect(await uploads()).toHaveLength(1)
})

test('a file over 10 MB (here 50 MB) is refused with a clear message', async () => {
  const big = new File([new Uint8Array(50 * 1024 * 1024)], 'scan.pdf')
  const state = await submit('referral', postOf('referral', [], big))
  expect(state).toMatchObject({ status: 'invalid', errors: { uploadfile: FILE_TOO_LARGE } })
  expect(await stored()).toHaveLength(0)
})

test('a filled honeypot looks like success to the bot, and stores nothing', async () => {
  // A reference too, as a stored submission's answer has: the bot cannot tell the difference.
  expect(await submit('enquiry', postOf('enquiry', [['website_url', 'http://spam.example']]))).toMatchObject({ status: 'success', reference: expect.stringMatching(/^[A-Z]+-\w{4}-\w{4}$/) })
  expect(await stored()).toHaveLength(0)
})

test('the 6th rapid submission from one address is refused politely, keeping what was typed', async () => {
  const limiter = createRateLimiter()
  for (let index = 0; index < 5; index += 1) expect((await submit('enquiry', postOf('enquiry'), { limiter })).status).toBe('success')
  const sixth = await submit('enquiry', postOf('enquiry'), { limiter })
  expect(sixth).toMatchObject({ status: 'error', message: expect.stringContaining('Please wait a minute'), values: { fullname: 'Ada Lovelace' } })
  expect(sixth.message).toContain(facts.phone.display)
  expect(await stored()).toHaveLength(5)
  expect((await submit('enquiry', postOf('enquiry'), { limiter, facts: { address: '198.51.100.4', crossSite: false } })).status).toBe('success')
})

test('every attempt counts towards the limit: invalid posts and honeypot hits use it up before any work is done', async () => {
  const limiter = createRateLimiter()
  for (let index = 0; index < 3; index += 1) expect((await submit('enquiry', postOf('enquiry', [['email', 'nope']]), { limiter })).status).toBe('invalid')
  for (let index = 0; index < 2; index += 1) expect((await submit('enquiry', postOf('enquiry', [['website_url', 'http://spam.example']]), { limiter })).status).toBe('success')
  // The 6th is refused before it is validated or its file read: an invalid post says so too.
  expect(await submit('referral', postOf('referral', [['patientemail', 'nope']]), { limiter })).toMatchObject({ status: 'error', message: expect.stringContaining('Please wait a minute') })
  expect(await stored()).toHaveLength(0)
  expect(await uploads()).toEqual([])
})

test('a post the browser marks as cross-site is refused', async () => {
  const state = await submit('enquiry', postOf('enquiry'), { facts: { address: '203.0.113.1', crossSite: true } })
  expect(state).toMatchObject({ status: 'error', message: expect.stringContaining('only be sent from our own website') })
  expect(await stored()).toHaveLength(0)
})

test('when the store is down: an error with the practice phone, the typed values kept, no stray upload', async () => {
  const broken = contextFor(temp.store, config, { openStore: () => Promise.reject(new Error('disk full')) })
  const state = await handleSubmission('referral', postOf('referral'), broken)
  expect(state).toMatchObject({ status: 'error', values: { patientname: 'Pat Patient', reasonforreferral: ['Dental Implants', 'Reconstructive Dentistry / Smile Design'] } })
  expect(state.message).toBe(`Sorry, we could not send your message just now. Please try again in a few minutes, or call us on ${facts.phone.display}.`)
  expect(await uploads()).toEqual([])
})

test('no answer echoes more than each field its own limit: a 9 MiB comments comes back as its 5,000 characters, refused or not', async () => {
  const huge = 'a'.repeat(9 * 1024 * 1024)
  const invalid = await submit('contact', postOf('contact', [['comments', huge]]))
  expect(invalid).toMatchObject({ status: 'invalid', errors: { comments: 'Please keep this under 5000 characters' } })
  expect(invalid.values?.comments).toBe('a'.repeat(5000))
  expect(JSON.stringify(invalid).length).toBeLessThan(6000)
  // Past the rate limit the answer keeps what was typed, cut the same way.
  const limiter = createRateLimiter()
  for (let index = 0; index < 5; index += 1) await submit('contact', postOf('contact', [['email', 'nope']]), { limiter })
  const refused = await submit('contact', postOf('contact', [['comments', huge]]), { limiter })
  expect(refused).toMatchObject({ status: 'error', message: expect.stringContaining('Please wait a minute') })
  expect(refused.values?.comments).toHaveLength(5000)
  expect(await stored()).toHaveLength(0)
  // A post holding a field the form does not have (here React's own form-action key, which makes
  // @astrojs/react copy the answer onto every island) is not our form's: nothing is echoed.
  const forged = await submit('contact', postOf('contact', [['comments', huge], ['$ACTION_KEY', 'k'], ['unknown', huge]]))
  expect(forged).toMatchObject({ status: 'invalid', errors: { comments: 'Please keep this under 5000 characters' }, values: {} })
})
