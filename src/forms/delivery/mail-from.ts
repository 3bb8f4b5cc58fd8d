import 'server-only'
import addressparser from 'nodemailer/lib/addressparser'
import { loadSiteFacts } from '@/content/site-facts'
import { formsLog } from '@/lib/log'

/** The website's own sender address; only the display name comes from the practice model. */
export const WEBSITE_SENDER = 'website@larkspurdental.example'

/**
 * The sender of the forms' e-mails when MAIL_FROM is unset: the practice's website, by its name.
 * The name is edited in WordPress, so the header is checked as an address list before it is used
 * (issue 34, point 8): nodemailer reads it with this same parser, and a name holding a comma, a
 * '<', quotes or a line break could add a second sender or change the address. Such a name is not
 * used: the bare address is, with a log line (which never quotes the name).
 */
export function mailFromFor(practiceName: string): string {
  const name = `${practiceName} website`
  const header = `${name} <${WEBSITE_SENDER}>`
  const read = /\p{Cc}/u.test(name) ? [] : addressparser(header, { flatten: true })
  const [only] = read
  if (read.length === 1 && only?.address === WEBSITE_SENDER && only.name === name) return header
  formsLog.warn('mail.from_name_refused', { kind: 'practice-name' })
  return WEBSITE_SENDER
}

/**
 * That sender, named from the practice model as the content port serves it now (the relay sends
 * outside any request, so it reads the model itself): a name edited in WordPress reaches the next
 * e-mail.
 */
export async function defaultMailFrom(): Promise<string> {
  return mailFromFor((await loadSiteFacts()).name)
}
