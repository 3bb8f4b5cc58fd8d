import 'server-only'
import { createLogger } from '@/lib/log'
import { practiceProblems } from '@/practice/problems'
import type { Practice } from '@/practice/model'
import { siteFacts, type SiteFacts } from '@/practice/site-facts'
import type { Loaded } from './last-good'
import { getPractice } from './port'
import type { PracticeServed } from './practice-status'
import { embeddedContent } from './source'

/**
 * The one checked way to the practice model (issue 34, point 2): read through the port, checked
 * with practiceProblems as both adapters check it, and where it fails (or the port throws) the
 * last good model this process served, else the embedded one, with one log line naming the
 * record. The page context reads it once per request (src/middleware/page-context.ts); work
 * outside a request (the mail's From name) reads it here too, never the port's unchecked answer.
 */
export interface PracticeSources {
  readonly practice: () => Promise<Loaded<Practice>>
  readonly embedded: () => Promise<Practice>
  readonly log: (message: string) => void
}

const practiceLog = createLogger('practice')

export const portPracticeSources: PracticeSources = {
  practice: getPractice,
  embedded: () => embeddedContent().getPractice(),
  log: (message) => practiceLog.warn(message),
}

/** The model a page may be built from, the embedded one, and the facts a failing render shows. */
export interface PracticeReader {
  read(): Promise<{ practice: Practice; served: PracticeServed }>
  fallbackFacts(): Promise<SiteFacts>
}

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

  async function read(): Promise<{ practice: Practice; served: PracticeServed }> {
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

/** This process's reader: its last good model is shared by every request. */
export const checkedPractice = practiceReader(portPracticeSources)
