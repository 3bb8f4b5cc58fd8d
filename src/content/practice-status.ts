/**
 * Which practice model this instance serves, and why not the CMS's current one (issue 34, point 2):
 * the health check names it to the operator without reading the model itself. The content call
 * notes each load's outcome (./calls.ts), the page-context step what it served.
 */
export type PracticeServed = 'current' | 'last good' | 'embedded'

export interface PracticeStatus {
  readonly served: PracticeServed
  /** The last load's refusal or failure, until a load succeeds. */
  readonly problem?: string
}

let problem: string | undefined
let served: PracticeServed = 'current'

export function noteLoad(outcome: { ok: true } | { ok: false; problem: string }): void {
  problem = outcome.ok ? undefined : outcome.problem
}

export function noteServed(which: PracticeServed): void {
  served = which
}

export function practiceStatus(): PracticeStatus {
  return problem === undefined ? { served } : { served, problem }
}
