import 'server-only'
import { normaliseAddress } from './acknowledge-address'
import type { AcknowledgementLimiter } from './acknowledge-limit'
import type { FormsConfig } from './config'
import type { FormName } from './constants'

/**
 * Whom a submission is acknowledged to (issue 46): the sender of an enquiry, contact or
 * registration; the referring dentist of a referral, and its patient only where the practice
 * turns it on (ACK_REFERRAL_PATIENT: a mistyped address would tell a stranger someone was referred).
 */
export function acknowledgementAddresses(form: FormName, fields: Record<string, unknown>, config: Pick<FormsConfig, 'ackReferralPatient'>): string[] {
  const named = form === 'referral' ? ['dentistemail', ...(config.ackReferralPatient ? ['patientemail'] : [])] : ['email']
  const addresses = named.map((field) => fields[field]).filter((value): value is string => typeof value === 'string' && value.trim() !== '')
  // One acknowledgement to one mailbox, as first named (a dentist who gives their own address for the patient too).
  const unique = new Map<string, string>()
  for (const address of addresses) if (!unique.has(normaliseAddress(address))) unique.set(normaliseAddress(address), address.trim())
  return [...unique.values()]
}

/**
 * The addresses a valid submission's acknowledgements go to, each within its limits. The limit is
 * taken here, at submission, before the jobs are written, rather than when the relay sends: a
 * refused acknowledgement is then never written (no job to hold back or expire, no address kept),
 * two instances share the count through Redis as the forms' own limit does, and the honeypot,
 * cross-site and form-limit refusals have already returned before this, so they never count
 * against a victim's address or send it anything. Nothing here changes the visitor's answer.
 * None without SMTP_URL: an acknowledgement only goes by e-mail.
 */
export async function acknowledgementsFor(form: FormName, fields: Record<string, unknown>, config: FormsConfig, limiter: AcknowledgementLimiter | undefined): Promise<string[]> {
  if (!config.smtpUrl || !limiter) return []
  const allowed: string[] = []
  for (const address of acknowledgementAddresses(form, fields, config)) if (await limiter.take(address)) allowed.push(address)
  return allowed
}
