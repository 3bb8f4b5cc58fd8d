import { ByteLru } from '@/lib/byte-lru'
import { bodyHash } from './wire'

/**
 * What the page gate (src/middleware/page-gate.ts, issue 45) keeps in this process:
 * - each route's last render that passed the page rules, served in place of a newer render that
 *   breaks one. Kept apart from the route cache, whose entries a publish drops by tag: the save
 *   that breaks a rule is the one whose webhook empties the route cache;
 * - the outcome of each check by the hash of what was checked, its path and the model it was
 *   checked against: an identical render is not parsed again;
 * - the current refusals by route and rule, for /api/health and for a log line said once.
 * Bounded by bytes and entries, like every cache of the site.
 */
export interface KeptRender {
  readonly status: number
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly body: string
}

/** A refusal as the health check names it: the route, the rule, since when (never a finding's text). */
export interface GateRefusal {
  readonly route: string
  readonly rule: string
  readonly since: string
}

export interface PageGateStoreOptions {
  /** Bytes of the last good renders (about 100 KB a page). */
  readonly maxBytes?: number
  /** Outcomes of checks remembered by hash. */
  readonly maxChecked?: number
}

/** What a rule found, as the gate keeps it: the rule, where, and what (src/middleware/page-gate.ts decides what is quoted). */
export interface GateFinding {
  readonly rule: string
  readonly where: string
  readonly message: string
}

interface Checked {
  /** What the page was checked against (the model, the team): by identity. */
  readonly against: readonly object[]
  readonly findings: readonly GateFinding[]
}

const same = (a: readonly object[], b: readonly object[]) => a.length === b.length && a.every((item, index) => item === b[index])

export function createPageGateStore(options: PageGateStoreOptions = {}, now: () => number = Date.now) {
  const lastGood = new ByteLru<KeptRender>(options.maxBytes ?? 32 * 1024 * 1024)
  const checked = new ByteLru<Checked>(Number.POSITIVE_INFINITY, options.maxChecked ?? 4096)
  const refusals = new Map<string, GateRefusal>()
  const refusalKey = (route: string, rule: string) => `${route}\n${rule}`

  return {
    /** The key of one check: the bytes checked and the page's path. */
    checkKey: (path: string, html: string) => bodyHash(Buffer.from(`${path}\n${html}`)),
    /** What an identical check found against the same objects (model, team), or undefined if it was never checked. */
    checkedBefore(key: string, against: readonly object[]): readonly GateFinding[] | undefined {
      const found = checked.get(key)
      return found && same(found.against, against) ? found.findings : undefined
    },
    noteChecked(key: string, against: readonly object[], findings: readonly GateFinding[]): void {
      checked.set(key, { against, findings }, 0)
    },
    keepGood(route: string, render: KeptRender): void {
      lastGood.set(route, render, 512 + render.body.length * 2)
    },
    lastGood: (route: string): KeptRender | undefined => lastGood.get(route),
    /** Notes a route's refused rules; answers those newly refused (to be logged once). Its other refusals end. */
    refuse(route: string, rules: readonly string[]): string[] {
      const fresh = rules.filter((rule) => !refusals.has(refusalKey(route, rule)))
      for (const [key, refusal] of refusals) if (refusal.route === route && !rules.includes(refusal.rule)) refusals.delete(key)
      for (const rule of fresh) refusals.set(refusalKey(route, rule), { route, rule, since: new Date(now()).toISOString() })
      return fresh
    },
    /** The route passed: its refusals end. */
    pass(route: string): void {
      for (const [key, refusal] of refusals) if (refusal.route === route) refusals.delete(key)
    },
    refusals: (): GateRefusal[] => [...refusals.values()],
  }
}

export type PageGateStore = ReturnType<typeof createPageGateStore>

/** This process's gate store; /api/health reads its refusals. */
export const processPageGateStore = createPageGateStore()
