import { networkInterfaces } from 'node:os'
import { sendMail } from '@/forms/delivery/mail'
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp'

/**
 * Issue 15, point 3: a mail server on another host that offers no STARTTLS (as when an attacker
 * strips it) gets nothing. The fake listens on this machine's first non-loopback address.
 */
const address = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address

let smtp: FakeSmtp | undefined
afterEach(async () => {
  await smtp?.close()
  smtp = undefined
})

const submission = { id: 'a', reference: 'TST-0000-0000', form: 'enquiry' as const, fields: { fullname: 'Ada Lovelace', email: 'ada@example.com' }, upload: null, receivedAt: new Date() }
const settings = (smtpUrl: string, allowPlaintext = false) => ({ smtpUrl, allowPlaintext, to: 'hello@larkspurdental.example', from: 'w@larkspurdental.example' })
const noFile = async () => new Uint8Array()

test.skipIf(!address)('a remote smtp:// server without STARTTLS is refused the message', async () => {
  smtp = await startFakeSmtp(0, address)
  const result = await sendMail(settings(smtp.url), submission, noFile)
  expect(result).toMatchObject({ kind: 'transient' })
  expect(smtp.messages).toHaveLength(0)
})

test.skipIf(!address)('with SMTP_ALLOW_PLAINTEXT the same server gets it (so the refusal above is the TLS rule)', async () => {
  smtp = await startFakeSmtp(0, address)
  expect(await sendMail(settings(smtp.url, true), submission, noFile)).toEqual({ kind: 'delivered' })
  expect(smtp.messages).toHaveLength(1)
})
