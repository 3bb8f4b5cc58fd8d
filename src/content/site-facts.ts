import 'server-only'
import { siteFacts, type SiteFacts } from '@/practice/site-facts'
import { getPractice } from './port'
import { embeddedContent } from './source'

/**
 * The site's facts about the practice for one request (src/practice/site-facts.ts), from the
 * practice model the content port serves: the main clinic's, or the page's own clinic's when it
 * names one. Read through the port, the page is tagged `practice`, so an edit of the model in
 * WordPress drops it from the route cache. When the CMS cannot answer and nothing was kept, the
 * embedded model (content/practice) still gives the frame a phone number to call.
 */
export async function loadSiteFacts(clinicSlug?: string): Promise<SiteFacts> {
  const model = await getPractice()
  return siteFacts(model.ok ? model.value : await embeddedContent().getPractice(), clinicSlug)
}
