import 'server-only'
import { checkedPractice } from '@/content/checked-practice'
import { mainClinic } from '@/practice/facts'
import { siteFacts } from '@/practice/site-facts'
import { acknowledgementMessage, type AcknowledgementFacts } from './acknowledge'
import { replyByDate } from './acknowledge-date'
import type { FormsConfig } from './config'
import { smtpFailure, smtpTransport } from './delivery/mail'
import { defaultMailFrom } from './delivery/mail-from'
import type { DeliveryResult } from './delivery/result'
import type { OutboxRow, SubmissionRow } from './store/port'
import { referenceOf } from './store/submissions'

export const DEFAULT_REPLY_WORKING_DAYS = 2

/**
 * RFC 3834's mark of a message no person sent (auto-responders and mailing lists answer none) and
 * Microsoft's request that Exchange send no out-of-office or read receipt back.
 */
export const AUTOMATIC_HEADERS = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' } as const

/**
 * The same Message-ID for every try of one job: a message sent, then retried because the mark
 * was lost (an instance died between the server's acceptance and the mark), reaches the
 * recipient as the same message, which many mail systems then show once.
 */
export function acknowledgementMessageId(jobId: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  return `<ack-${jobId}@${domain}>`
}

/**
 * What the template is given: the practice's facts from the checked model (its name, the main
 * clinic's phone and working days), the reference and the time of receipt. Only the submission's
 * id, reference and receipt are read: its fields never leave the store on this path.
 */
export async function acknowledgementFacts(config: FormsConfig, submission: Pick<SubmissionRow, 'id' | 'reference' | 'receivedAt'>): Promise<AcknowledgementFacts> {
  const { practice } = await checkedPractice.read()
  if (!practice) throw new Error('no good practice model to acknowledge from')
  const facts = siteFacts(practice)
  const clinic = mainClinic(practice.group)
  return {
    practice: { name: facts.name, phone: facts.phone.display, privacyUrl: `${config.siteOrigin ?? ''}/privacy-policy` },
    reference: referenceOf(submission),
    receivedAt: submission.receivedAt,
    replyBy: replyByDate(clinic, submission.receivedAt, config.ackReplyWorkingDays ?? DEFAULT_REPLY_WORKING_DAYS),
  }
}

/** Sends one acknowledge job through SMTP_URL: plain text, from the website, replies to the practice. */
export async function sendAcknowledgement(config: FormsConfig, job: OutboxRow, submission: Pick<SubmissionRow, 'id' | 'reference' | 'receivedAt'>): Promise<DeliveryResult> {
  if (!job.recipient) return { kind: 'permanent', error: 'The acknowledgement has no address' }
  if (!config.smtpUrl) return { kind: 'transient', error: 'SMTP_URL is no longer configured', code: 'SMTP_UNCONFIGURED' }
  const { subject, text } = acknowledgementMessage(await acknowledgementFacts(config, submission))
  const from = config.mailFrom ?? (await defaultMailFrom())
  const transport = smtpTransport({ smtpUrl: config.smtpUrl, allowPlaintext: config.smtpAllowPlaintext })
  try {
    await transport.sendMail({ from, to: job.recipient, replyTo: config.mailTo, subject, text, messageId: acknowledgementMessageId(job.id, from), headers: AUTOMATIC_HEADERS })
    return { kind: 'delivered' }
  } catch (error) {
    return smtpFailure(error)
  } finally {
    transport.close()
  }
}
