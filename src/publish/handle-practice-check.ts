import { MIMEType } from 'node:util'
import { readBodyWithin } from '@/lib/bounded-body'
import type { RateLimiter } from '@/lib/rate-limit'
import { verifyPracticeCheck } from './signature'
import { PRACTICE_CHECK_MAX_BYTES } from '@/practice/check/limit'
import type { CheckOutcome } from '@/practice/check/run-check'

export interface PracticeCheckDeps {
  /** CMS_WEBHOOK_SECRET: without it no WordPress can sign a check, and the route is not there (404). */
  readonly secret: string | undefined
  /** Keyed on the trusted client address, as the webhook's is (src/publish/handle-webhook.ts); asked only for a signed check. */
  readonly limiter: RateLimiter
  /** The check of a signed body's text, within its budget (src/publish/check-worker/pool.ts). */
  readonly check: (text: string) => Promise<CheckOutcome>
  readonly clientAddress: string
  readonly now?: () => number
  readonly log?: (message: string) => void
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

function isJson(header: string | null): boolean {
  try {
    return header !== null && new MIMEType(header).essence === 'application/json'
  } catch {
    return false
  }
}

/**
 * The steps every signed check shares (the practice's, and a page's or post's: issue 45): the
 * route exists only with the secret, the type, the body within its bound, the signature, then the
 * per-address limit. The signed body's text, or the answer that refuses it.
 */
export async function readSignedCheck(request: Request, deps: Omit<PracticeCheckDeps, 'check'>, log: (message: string) => void): Promise<string | Response> {
  // As the webhook: a site that no WordPress can sign for has no such route.
  if (!deps.secret) return json(404, { error: 'not found' })
  if (!isJson(request.headers.get('content-type'))) {
    await request.body?.cancel().catch(() => undefined)
    return json(415, { error: 'send the check as application/json' })
  }
  const read = await readBodyWithin(request, PRACTICE_CHECK_MAX_BYTES)
  if (!read.ok) return json(413, { error: `body larger than ${PRACTICE_CHECK_MAX_BYTES} bytes` })

  const nowSeconds = Math.floor((deps.now?.() ?? Date.now()) / 1000)
  const verdict = verifyPracticeCheck(
    deps.secret,
    { timestamp: request.headers.get('x-webhook-timestamp'), signature: request.headers.get('x-webhook-signature'), body: read.text },
    nowSeconds,
  )
  if (!verdict.ok) {
    log(`Check refused: ${verdict.reason}`)
    return json(401, { error: verdict.reason })
  }
  if (!(await deps.limiter.take(deps.clientAddress))) return json(429, { error: 'too many checks; try again in a minute' }, { 'retry-after': '60' })
  return read.text
}

/**
 * POST /api/practice/check: the larkspur-practice plugin asks, before WordPress keeps a save,
 * what problems the model would have after it (src/practice/check/check-model.ts). The type first,
 * then the body through a counting limit (the server entry has already held one address's bodies in
 * flight, src/publish/check-intake.ts), then the signature, which covers the body, and only then the
 * per-address limit (issue 44: a stranger's unsigned requests do not use up WordPress's checks).
 * Nothing is parsed before the signature checks out, and the check itself runs in a worker with a
 * budget of time and memory (src/publish/check-worker/pool.ts): past it the answer is 422 "too large to
 * check", never a crash; so is a model with more than a hundred problems ("too many problems").
 * It reads nothing from WordPress: the answer is about the body alone, so a replay of a check
 * learns nothing new and changes nothing (no used-once list).
 */
export async function handlePracticeCheck(request: Request, deps: PracticeCheckDeps): Promise<Response> {
  const log = deps.log ?? ((message: string) => console.log(message))
  const text = await readSignedCheck(request, deps, log)
  if (typeof text !== 'string') return text
  const outcome = await deps.check(text)
  switch (outcome.kind) {
    case 'problems': {
      const { problems } = outcome
      log(`Practice check: ${problems.length} problems, ${problems.filter((problem) => problem.introduced).length} introduced`)
      return json(200, { problems })
    }
    case 'not a check':
      return json(400, { error: outcome.error })
    case 'busy':
      return json(503, { error: 'another check is running; try again in a few seconds' }, { 'retry-after': '5' })
    case 'unavailable':
      return json(503, { error: 'the check could not start' }, { 'retry-after': '5' })
    default:
      log(`Practice check: ${outcome.kind}`)
      return json(422, { error: outcome.kind })
  }
}
