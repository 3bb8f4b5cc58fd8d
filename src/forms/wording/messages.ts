import { failedMessage } from './errors'

/**
 * What the visitor reads after sending (docs/requirements.md §8, improved where it stays silent).
 * The answers that ask the visitor to call name the practice's phone, as this request read it from
 * the practice model (`phone`: '01632 960000').
 */

export const messages = {
  /** When the delivery channel has no words of its own (Contact Form 7 sends its own message). */
  sent: 'Thank you for your message. It has been sent.',
  /** Stored safely, delivery still to come: for the visitor this is a success. */
  received: 'Thank you, we have received your message and will be in touch soon.',
  fixFields: 'Please check the fields marked below.',
  failed: (phone: string) => failedMessage(phone),
  rateLimited: (phone: string) => `You have sent us several messages in the last minute. Please wait a minute before sending another, or call us on ${phone}.`,
  crossSite: (phone: string) => `This form can only be sent from our own website. Please call us on ${phone}.`,
} as const
