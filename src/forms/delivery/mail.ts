import 'server-only'
import { createTransport } from 'nodemailer'
import { smtpNeedsRequireTls } from '@/lib/transport-security'
import type { StoredUpload } from '../store/schema'
import { mailContent } from './mail-body'
import { describeError, type DeliveryResult } from './result'
import type { FormName } from '../constants'

export interface MailSubmission {
  readonly id: string
  readonly reference: string
  readonly form: FormName
  readonly fields: Record<string, unknown>
  readonly upload: StoredUpload | null
  readonly receivedAt: Date
}

export interface MailSettings {
  readonly smtpUrl: string
  readonly allowPlaintext?: boolean
  readonly to: string
  readonly from: string
}

/** The connection to SMTP_URL every e-mail of the forms goes through, with the same time-outs. */
export function smtpTransport(settings: Pick<MailSettings, 'smtpUrl' | 'allowPlaintext'>) {
  // Beside the check at start (env.ts): a remote smtp:// host must do STARTTLS or get nothing.
  const requireTLS = smtpNeedsRequireTls(settings.smtpUrl, settings.allowPlaintext)
  return createTransport({ url: settings.smtpUrl, requireTLS, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
}

/**
 * A 5xx verdict on the envelope or message (say, an unknown mailbox) will not change by retrying;
 * connection problems, time-outs and 4xx greylisting will.
 */
export function smtpFailure(error: unknown): DeliveryResult {
  const responseCode = (error as { responseCode?: unknown }).responseCode
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && ['EENVELOPE', 'EMESSAGE'].includes(String((error as { code?: unknown }).code))
  const code = [(error as { code?: unknown }).code, responseCode].filter((part) => typeof part === 'string' || typeof part === 'number').join('_')
  return { kind: permanent ? 'permanent' : 'transient', error: `SMTP: ${describeError(error)}`, code: `SMTP${code ? `_${code}` : ''}` }
}

/** Sends the practice a readable e-mail (the referral's file attached) through SMTP_URL. */
export async function sendMail(settings: MailSettings, submission: MailSubmission, readFile: (upload: StoredUpload) => Promise<Uint8Array>): Promise<DeliveryResult> {
  const content = mailContent(submission)
  const transport = smtpTransport(settings)
  try {
    const attachments = submission.upload
      ? [{ filename: submission.upload.originalName, content: Buffer.from(await readFile(submission.upload)), contentType: submission.upload.mimeType }]
      : []
    await transport.sendMail({ from: settings.from, to: settings.to, replyTo: content.replyTo, subject: content.subject, text: content.text, attachments })
    return { kind: 'delivered' }
  } catch (error) {
    return smtpFailure(error)
  } finally {
    transport.close()
  }
}
