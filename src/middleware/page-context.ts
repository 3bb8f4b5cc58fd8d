import type { MiddlewareHandler } from 'astro'
import type { Loaded } from '@/content/last-good'
import { getPractice, siteUpdated } from '@/content/port'
import { noteServed } from '@/content/practice-status'
import { embeddedContent } from '@/content/source'
import { createLogger } from '@/lib/log'
import { practiceProblems } from '@/practice/facts'
import type { Practice } from '@/practice/model'
import { siteFacts, type SiteFacts } from '@/practice/site-facts'
import { buildPageContext, type PageContext } from './page-context-build'

export interface PageContextSources {
  readonly practice: () => Promise<Loaded<Practice>>
  readonly embedded: () => Promise<Practice>
  readonly updated: () => Promise<string | null>
  readonly log: (message: string) => void
}

const practiceLog = createLogger('practice')

const portSources: PageContextSources = {
  practice: getPractice,
  embedded: () => embeddedContent().getPractice(),
  updated: siteUpdated,
  log: (message) => practiceLog.warn(message),
}

/**
 * The routes that must not depend on the model (issue 34, point 2): the health check, the
 * publish webhook (so a corrected save's webhook always gets through), the image endpoint and the
 * CMS media route. They answer from the process alone.
 */
const MODEL_FREE = /^\/(?:api\/(?:health|revalidate)|_image|wp-content)(?:\/|$)/
export const needsModel = (pathname: string): boolean => !MODEL_FREE.test(pathname)

/** The model a page may be built from, the embedded one, and the facts a failing render shows. */
export interface PracticeReader {
  read(): Promise<{ practice: Practice; served: PageContext['served'] }>
  fallbackFacts(): Promise<SiteFacts>
}

export function practiceReader(sources: PageContextSources): PracticeReader {
  // Each model the cache hands out is checked once (the cache answers the same object until it loads anew).
  const checked = new WeakMap<Practice, boolean>()
  let lastGood: Practice | undefined
  let embedded: Practice | undefined

  function passes(practice: Practice): boolean {
    const known = checked.get(practice)
    if (known !== undefined) return known
    const problems = practiceProblems(practice)
    if (problems.length > 0) sources.log(`practice: refused, ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`)
    checked.set(practice, problems.length === 0)
    return problems.length === 0
  }

  async function fromPort(): Promise<Loaded<Practice>> {
    try {
      return await sources.practice()
    } catch {
      sources.log('practice: the content port failed')
      return { ok: false }
    }
  }

  async function read(): Promise<{ practice: Practice; served: PageContext['served'] }> {
    const loaded = await fromPort()
    if (loaded.ok && passes(loaded.value)) {
      lastGood = loaded.value
      return { practice: loaded.value, served: loaded.stale ? 'last good' : 'current' }
    }
    if (lastGood) return { practice: lastGood, served: 'last good' }
    embedded ??= await sources.embedded()
    return { practice: embedded, served: 'embedded' }
  }

  return {
    read,
    fallbackFacts: async () => siteFacts(lastGood ?? (embedded ??= await sources.embedded())),
  }
}

const defaultReader = practiceReader(portSources)

/** The facts for a page that failed before or while its context was built (the plain 500). */
export const fallbackFacts = (): Promise<SiteFacts> => defaultReader.fallbackFacts()

/**
 * Builds `locals.page` once per request, inside the render-error step: the model is read once
 * through the port and checked as the adapters check it; a model that fails, or a port that
 * throws, gives the last good model this process served, else the embedded one. The server entry
 * is told the facts, for the plain pages it answers without Astro.
 */
export function pageContextStep(sources: PageContextSources = portSources, reader: PracticeReader = sources === portSources ? defaultReader : practiceReader(sources)): MiddlewareHandler {
  return async (context, next) => {
    if (!needsModel(context.url.pathname)) return next()
    const [{ practice, served }, updated] = await Promise.all([reader.read(), sources.updated().catch(() => null)])
    noteServed(served)
    context.locals.page = buildPageContext(context.url.pathname, practice, served, updated)
    context.locals.noteSiteFacts?.(context.locals.page.facts)
    return next()
  }
}

export const pageContext = pageContextStep()
