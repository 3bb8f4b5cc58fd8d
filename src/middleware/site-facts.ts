import type { MiddlewareHandler } from 'astro'
import { loadSiteFacts } from '@/content/site-facts'

/**
 * Each request reads the practice's facts (name, the main clinic's phone and hours, the prices the
 * sections quote) from the model through the content port, once, for the frame and every section
 * of the page (`locals.facts`). The server entry is told the latest, for the plain pages it
 * answers without Astro.
 */
export const siteFactsStep: MiddlewareHandler = async (context, next) => {
  context.locals.facts = await loadSiteFacts()
  context.locals.noteSiteFacts?.(context.locals.facts)
  return next()
}
