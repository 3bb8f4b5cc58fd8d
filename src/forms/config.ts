import 'server-only'
import path from 'node:path'
import { env, siteOrigin } from '@/env'
import type { Channel } from './store/schema'

/** Everything the store and delivery need, read from the environment once (tests build their own). */
export interface FormsConfig {
  readonly dataDir: string
  readonly databaseUrl?: string
  /** Contact Form 7 REST bases (ending in /wp-json/): one for most forms, one for registration. */
  readonly cf7Base?: string
  readonly cf7RegistrationBase?: string
  readonly smtpUrl?: string
  /** SMTP_ALLOW_PLAINTEXT: STARTTLS is not required of a remote smtp:// host. */
  readonly smtpAllowPlaintext?: boolean
  readonly mailTo: string
  /** MAIL_FROM; unset: the practice's website address, named from the practice model when sent (./delivery/mail-from.ts). */
  readonly mailFrom?: string
  /** Days a submission the practice already has is kept (RETENTION_DAYS); unset: 180. */
  readonly retentionDays?: number
  /** REFERENCE_PREFIX; unset: the practice's initials, from the practice model (./reference-prefix.ts). */
  readonly referencePrefix?: string
  /** ACK_REPLY_WORKING_DAYS: the acknowledgement's reply date, in working days; unset: 2. */
  readonly ackReplyWorkingDays?: number
  /** ACK_REFERRAL_PATIENT: a referral is acknowledged to the patient too; unset: no. */
  readonly ackReferralPatient?: boolean
  /** SITE_URL without its trailing slash: the privacy notice's address in an acknowledgement. */
  readonly siteOrigin?: string
}

export function formsConfig(): FormsConfig {
  const cf7Base = env.CF7_URL ?? env.CMS_URL
  return {
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    cf7Base,
    cf7RegistrationBase: env.CF7_REGISTRATION_URL ?? cf7Base,
    smtpUrl: env.SMTP_URL,
    smtpAllowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
    mailTo: env.MAIL_TO,
    mailFrom: env.MAIL_FROM,
    retentionDays: env.RETENTION_DAYS,
    referencePrefix: env.REFERENCE_PREFIX,
    ackReplyWorkingDays: env.ACK_REPLY_WORKING_DAYS,
    ackReferralPatient: env.ACK_REFERRAL_PATIENT,
    siteOrigin: siteOrigin(),
  }
}

/** One delivery channel, chosen by configuration: WordPress mode forwards, else e-mail, else store only. */
export function channelFor(config: FormsConfig): Channel {
  if (config.cf7Base) return 'cf7'
  if (config.smtpUrl) return 'smtp'
  return 'store'
}

export function uploadsDir(config: FormsConfig): string {
  return path.join(config.dataDir, 'uploads')
}
