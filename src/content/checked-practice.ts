import 'server-only'
import { createLogger } from '@/lib/log'
import { practiceProblems } from '@/practice/problems'
import type { Practice } from '@/practice/model'
import { siteFacts } from '@/practice/site-facts'
import type { PlainFacts } from '@/site/plain-page'
import { noModelFacts } from '@/site/unavailable'
import type { Loaded } from './last-good'
import { getPractice } from './port'
import { keepingConfig } from './practice-keeping'
import { embeddedContent } from './source'

/**
 * The one checked way to the practice model (issue 34, point 2): read through the port, checked
 * with practiceProblems as both adapters check it, and where it fails (or the port throws) the
 * last good model this process served (the port's kept one after a restart: ./kept-practice.ts),
 * else, in embedded mode only, the embedded one, with one log line naming the record. In
 * WordPress mode the repository's model is never served (issue 44): with no good model anywhere
 * the answer is `none`, and the page is the plain 503 with FALLBACK_PHONE. The page context reads it once per request (src/middleware/page-context.ts); work
 * outside a request (the mail's From name) reads it here too, never the port's unchecked answer.
 */
export interface PracticeSources {
  readonly practice: () => Promise<Loaded<Practice>>
  /** The repository's model; absent in WordPress mode, where it is never served. */
  readonly embedded?: () => Promise<Practice>
  /** The plain pages' facts while there is no model to serve (WordPress mode). */
  readonly noModel?: () => PlainFacts
  readonly log: (message: string) => void
}

const practiceLog = createLogger('practice')

export const portPracticeSources: PracticeSources = {
  practice: getPractice,
  ...(keepingConfig.wordpress
    ? { noModel: () => noModelFacts(keepingConfig.siteUrl, keepingConfig.fallbackPhone) }
    : { embedded: () => embeddedContent().getPractice() }),
  log: (message) => practiceLog.warn(message),
}

export type PracticeRead = { practice: Practice; served: 'current' | 'last good' | 'embedded' } | { practice: undefined; served: 'none' }

/** The model a page may be built from, the embedded one, and the facts a failing render shows. */
export interface PracticeReader {
  read(): Promise<PracticeRead>
  fallbackFacts(): Promise<PlainFacts>
}

const unnamed: PlainFacts = { name: 'Our website', documentTitle: 'Our website' }

export function practiceReader(sources: PracticeSources): PracticeReader {
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

  async function read(): Promise<PracticeRead> {
    const loaded = await fromPort()
    if (loaded.ok && passes(loaded.value)) {
      lastGood = loaded.value
      return { practice: loaded.value, served: loaded.stale ? 'last good' : 'current' }
    }
    if (lastGood) return { practice: lastGood, served: 'last good' }
    if (!sources.embedded) return { practice: undefined, served: 'none' }
    embedded ??= await sources.embedded()
    return { practice: embedded, served: 'embedded' }
  }

  return {
    read,
    async fallbackFacts() {
      if (lastGood) return siteFacts(lastGood)
      if (!sources.embedded) return sources.noModel?.() ?? unnamed
      return siteFacts((embedded ??= await sources.embedded()))
    },
  }
}

/** This process's reader: its last good model is shared by every request. */
export const checkedPractice = practiceReader(portPracticeSources)
