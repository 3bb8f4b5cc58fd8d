import { z } from 'zod'
import type { Finding } from '@/practice/rules'
import { checkPractice, checkRequestSchema, TooManyProblems, type CheckedProblem } from './check-model'

/**
 * What a check of a body comes to (issue 44), as the route answers it: the problems (200), a body
 * that is not a check (400), a model with more problems than are answered one by one, or one the
 * check could not finish within its budget (both 422), or a check refused while others run or
 * whose worker could not start (503).
 */
export type CheckOutcome =
  | { readonly kind: 'problems'; readonly problems: readonly CheckedProblem[] }
  /** A page's, a post's or a team member's check (src/publish/content-check.ts, issue 45). */
  | { readonly kind: 'findings'; readonly findings: readonly Finding[] }
  | { readonly kind: 'not a check'; readonly error: string }
  | { readonly kind: 'too many problems' }
  | { readonly kind: 'too large to check' }
  | { readonly kind: 'busy' }
  | { readonly kind: 'unavailable' }

/** The whole check of a signed body's text: run inside the check's worker (src/publish/check-worker/worker.ts), with its budget around it. */
export function runCheck(text: string): CheckOutcome {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { kind: 'not a check', error: 'the body is not JSON' }
  }
  const parsed = checkRequestSchema.safeParse(raw)
  if (!parsed.success) return { kind: 'not a check', error: `the body is not a check we understand: ${z.prettifyError(parsed.error)}` }
  try {
    return { kind: 'problems', problems: checkPractice(parsed.data) }
  } catch (error) {
    if (error instanceof TooManyProblems) return { kind: 'too many problems' }
    throw error
  }
}
