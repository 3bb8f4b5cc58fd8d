import type { MiddlewareHandler } from 'astro'
import { checkedPractice, portPracticeSources, practiceReader, type PracticeReader, type PracticeSources } from '@/content/checked-practice'
import { siteUpdated } from '@/content/port'
import { noteServed } from '@/content/practice-status'
import { siteFacts } from '@/practice/site-facts'
import type { PlainFacts } from '@/site/plain-page'
import { unavailableResponse } from '@/site/unavailable'
import { buildPageContext } from './page-context-build'

export type { PracticeReader }

export interface PageContextSources extends PracticeSources {
  readonly updated: () => Promise<string | null>
}

const portSources: PageContextSources = { ...portPracticeSources, updated: siteUpdated }

/**
 * The routes that must not depend on the model (issue 34, point 2): the health check, the
 * publish webhook (so a corrected save's webhook always gets through), the check of a practice
 * save (issue 36: it must not call back into the WordPress that is waiting on its answer), the
 * image endpoint and the CMS media route. They answer from the process alone.
 */
const MODEL_FREE = /^\/(?:api\/(?:health|revalidate|practice\/check|content\/check)|_image|wp-content)(?:\/|$)/
export const needsModel = (pathname: string): boolean => !MODEL_FREE.test(pathname)

const defaultReader = checkedPractice

/** The facts for a page that failed before or while its context was built (the plain 500). */
export const fallbackFacts = (): Promise<PlainFacts> => defaultReader.fallbackFacts()

/**
 * Builds `locals.page` once per request, inside the render-error step: the model is read once
 * through the port and checked as the adapters check it; a model that fails, or a port that
 * throws, gives the last good model this process served (or kept across restarts), else, in
 * embedded mode, the embedded one; in WordPress mode with no good model anywhere, the plain 503
 * (issue 44). The server entry is told the facts, for the plain pages it answers without Astro.
 * The first request of all (the server entry's own, to /api/health) reads the model in the
 * background, so the health check knows what it serves before a visitor asks.
 */
export function pageContextStep(sources: PageContextSources = portSources, reader: PracticeReader = sources === portSources ? defaultReader : practiceReader(sources)): MiddlewareHandler {
  // Not awaited: the health check answers at once, from the process, as before.
  let firstRead = reader !== defaultReader
  return async (context, next) => {
    if (!firstRead) {
      firstRead = true
      // The server entry's plain pages (a 404, a refused post) then name the served model's facts, not the repository's.
      void reader.read().then((read) => {
        noteServed(read.served)
        if (read.practice) context.locals.noteSiteFacts?.(siteFacts(read.practice))
      }, () => undefined)
    }
    if (!needsModel(context.url.pathname)) return next()
    const [read, updated] = await Promise.all([reader.read(), sources.updated().catch(() => null)])
    noteServed(read.served)
    if (read.practice === undefined) return unavailableResponse(context.url.pathname, await reader.fallbackFacts())
    const { practice, served } = read
    context.locals.page = buildPageContext(context.url.pathname, practice, served, updated)
    context.locals.noteSiteFacts?.(context.locals.page.facts)
    return next()
  }
}

export const pageContext = pageContextStep()
