import 'server-only'
import type { FormsConfig } from './config'
import { practiceInitials } from './reference-initials'

/** Outside a request (the store's start, the inbox): REFERENCE_PREFIX, else read from the practice model as it is served now. */
export async function referencePrefixFor(config: Pick<FormsConfig, 'referencePrefix'>): Promise<string> {
  if (config.referencePrefix) return config.referencePrefix
  // Loaded only here: the inbox through the running site's socket never reads the practice model.
  const { loadSiteFacts } = await import('@/content/site-facts')
  const initials = practiceInitials((await loadSiteFacts()).name)
  if (!initials) throw new Error("The practice's name gives no initials for its references: set REFERENCE_PREFIX")
  return initials
}
