import 'server-only'
import { siteFacts, type SiteFacts } from '@/practice/site-facts'
import { checkedPractice } from './checked-practice'

/**
 * The site's facts about the practice outside a request's page context (the mail's From name,
 * src/forms/delivery/mail-from.ts): the main clinic's, or the named clinic's. Read through the
 * same checked path as every page (./checked-practice.ts), so a model the check refuses never
 * reaches them: the last good model, else, in embedded mode, the embedded one (content/practice).
 * In WordPress mode with no good model anywhere it throws (issue 44); the mail waits in the outbox.
 * A page reads its facts from `locals.page` instead.
 */
export async function loadSiteFacts(clinicSlug?: string): Promise<SiteFacts> {
  const { practice } = await checkedPractice.read()
  if (!practice) throw new Error('no good practice model to name the practice from')
  return siteFacts(practice, clinicSlug)
}
