import 'server-only'
import { loadSiteFacts } from '@/content/site-facts'

/** The sender of the forms' e-mails when MAIL_FROM is unset: the practice's website, by its name. */
export const mailFromFor = (practiceName: string): string => `${practiceName} website <website@larkspurdental.example>`

/**
 * That sender, named from the practice model as the content port serves it now (the relay sends
 * outside any request, so it reads the model itself): a name edited in WordPress reaches the next
 * e-mail.
 */
export async function defaultMailFrom(): Promise<string> {
  return mailFromFor((await loadSiteFacts()).name)
}
