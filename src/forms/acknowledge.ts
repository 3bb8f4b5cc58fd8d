/**
 * The acknowledgement's words (issue 46). Its input is the practice's facts, the reference and two
 * dates: there is no place in it for anything the sender typed, so no field value, file name,
 * treatment or reason can reach the message, whatever a later edit passes along (the property
 * test in acknowledge.test.ts sends random values through the whole path and reads the raw
 * message). Plain text, no links but the privacy notice's, no tracking.
 */
export interface AcknowledgementFacts {
  readonly practice: { readonly name: string; readonly phone: string; readonly privacyUrl: string }
  readonly reference: string
  readonly receivedAt: Date
  /** The working day the practice will reply by (YYYY-MM-DD, UK calendar). */
  readonly replyBy: string
}

const received = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })

/** "Wednesday 9 December": a calendar date, read as the date it names (no clock, no zone shift). */
export const dayInWords = (date: string): string => day.format(new Date(`${date}T12:00:00Z`)).replace(',', '')

export function acknowledgementMessage({ practice, reference, receivedAt, replyBy }: AcknowledgementFacts): { subject: string; text: string } {
  return {
    subject: `${practice.name}: we have received your message (${reference})`,
    text: [
      `Thank you for contacting ${practice.name}.`,
      '',
      `We received your message on ${received.format(receivedAt).replace(',', '')} (UK time). Your reference is ${reference}.`,
      '',
      `What happens next: a member of our team will read it and we will reply by ${dayInWords(replyBy)}. If you call us, please give the reference.`,
      '',
      `Telephone: ${practice.phone}`,
      `How we use your information: ${practice.privacyUrl}`,
      '',
      `If you did not send this, ignore it or call us on ${practice.phone}.`,
      '',
      'This is an automatic message; replies reach the practice.',
      '',
    ].join('\n'),
  }
}
