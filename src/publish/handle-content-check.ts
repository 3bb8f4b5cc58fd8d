import type { Practice } from '@/practice/model'
import type { ContentCheckMessage } from './run-content-check'
import type { CheckOutcome } from '@/practice/check/run-check'
import { json, readSignedCheck, type PracticeCheckDeps } from './handle-practice-check'

export interface ContentCheckDeps extends Omit<PracticeCheckDeps, 'check'> {
  /** The model the site serves now, or undefined when it has none to hand (the check is then not made: 503). */
  readonly practice: () => Promise<Practice | undefined>
  /** The check in the budgeted worker (src/publish/check-worker/pool.ts), the practice check's. */
  readonly check: (message: ContentCheckMessage) => Promise<CheckOutcome>
}

/**
 * POST /api/content/check (issue 45): the larkspur-practice plugin asks, before WordPress keeps a
 * page, a post or a team member, what rules it would break as published (./content-check.ts). The
 * practice check's intake, signature and limits (./handle-practice-check.ts), and its worker and
 * budget. The answer is {problems: [{rule, where, message}]}; a save with none is kept. An answer
 * other than 200 leaves the save to WordPress: the page gate is then the guard at render.
 */
export async function handleContentCheck(request: Request, deps: ContentCheckDeps): Promise<Response> {
  const log = deps.log ?? ((message: string) => console.log(message))
  const text = await readSignedCheck(request, deps, log)
  if (typeof text !== 'string') return text
  const practice = await deps.practice()
  if (!practice) return json(503, { error: 'the site has no practice model to check against' }, { 'retry-after': '5' })
  const outcome = await deps.check({ content: text, practice })
  switch (outcome.kind) {
    case 'findings':
      log(`Content check: ${outcome.findings.length} problems${outcome.findings.length > 0 ? ` (${[...new Set(outcome.findings.map((finding) => finding.rule))].join(', ')})` : ''}`)
      return json(200, { problems: outcome.findings.map(({ rule, where, message }) => ({ rule, where, message })) })
    case 'not a check':
      return json(400, { error: outcome.error })
    case 'busy':
    case 'unavailable':
      return json(503, { error: outcome.kind === 'busy' ? 'another check is running; try again in a few seconds' : 'the check could not start' }, { 'retry-after': '5' })
    default:
      log(`Content check: ${outcome.kind}`)
      return json(422, { error: outcome.kind })
  }
}
