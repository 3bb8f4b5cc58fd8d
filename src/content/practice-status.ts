/**
 * Which practice model this instance serves, and why not the CMS's current one (issue 34, point 2):
 * the health check names it to the operator without reading the model itself. The content call
 * notes each load's outcome (./calls.ts), the page-context step what it served, the kept model
 * (./kept-practice.ts) its ETag. `none`: WordPress mode with no good model anywhere (issue 44).
 */
export type PracticeServed = 'current' | 'last good' | 'embedded' | 'none'

export interface PracticeStatus {
  /** Unset until the first model is read, moments after start. */
  readonly served?: PracticeServed
  /** The last load's refusal or failure, until a load succeeds. */
  readonly problem?: string
  /** Whole seconds since loads began to fail (a refused model waiting), until one succeeds. */
  readonly refusedSince?: number
  /** The kept last good model's ETag (WordPress mode): the same on every instance serving it. */
  readonly etag?: string
}

let problem: string | undefined
let failingSince: number | undefined
let served: PracticeServed | undefined
let etag: string | undefined

export function noteLoad(outcome: { ok: true } | { ok: false; problem: string }, now = Date.now()): void {
  problem = outcome.ok ? undefined : outcome.problem
  failingSince = outcome.ok ? undefined : (failingSince ?? now)
}

export function noteServed(which: PracticeServed): void {
  served = which
}

export function noteKept(kept: string): void {
  etag = kept
}

export function practiceStatus(now = Date.now()): PracticeStatus {
  return {
    ...(served === undefined ? {} : { served }),
    ...(problem === undefined ? {} : { problem }),
    ...(failingSince === undefined ? {} : { refusedSince: Math.floor((now - failingSince) / 1000) }),
    ...(etag === undefined ? {} : { etag }),
  }
}

/** The health check's status: 503 only while the instance has no good model to serve at all. */
export const healthStatus = (status: PracticeStatus): 200 | 503 => (status.served === 'none' ? 503 : 200)
