import { MIMEType } from 'node:util'
import { z } from 'zod'
import { readBodyWithin } from '@/lib/bounded-body'
import type { RateLimiter } from '@/lib/rate-limit'
import { verifyPracticeCheck } from './signature'
import { checkPractice, checkRequestSchema } from '@/practice/check/check-model'
import { PRACTICE_CHECK_MAX_BYTES } from '@/practice/check/limit'

export interface PracticeCheckDeps {
  /** CMS_WEBHOOK_SECRET: without it no WordPress can sign a check, and the route is not there (404). */
  readonly secret: string | undefined
  /** Keyed on the trusted client address, as the webhook's is (src/publish/handle-webhook.ts). */
  readonly limiter: RateLimiter
  readonly clientAddress: string
  readonly now?: () => number
  readonly log?: (message: string) => void
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

function isJson(header: string | null): boolean {
  try {
    return header !== null && new MIMEType(header).essence === 'application/json'
  } catch {
    return false
  }
}

/**
 * POST /api/practice/check: the larkspur-practice plugin asks, before WordPress keeps a save,
 * what problems the model would have after it (src/practice/check/check-model.ts). In the order of the webhook:
 * the limit first, then the type, then the body through a counting limit, and nothing parsed
 * before the signature checks out. It reads nothing from WordPress: the answer is about the
 * body alone, so a replay of a check learns nothing new and changes nothing (no used-once list).
 */
export async function handlePracticeCheck(request: Request, deps: PracticeCheckDeps): Promise<Response> {
  const log = deps.log ?? ((message: string) => console.log(message))
  // As the webhook: a site that no WordPress can sign for has no such route.
  if (!deps.secret) return json(404, { error: 'not found' })
  if (!(await deps.limiter.take(deps.clientAddress))) return json(429, { error: 'too many checks; try again in a minute' }, { 'retry-after': '60' })
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
    log(`Practice check refused: ${verdict.reason}`)
    return json(401, { error: verdict.reason })
  }
  let raw: unknown
  try {
    raw = JSON.parse(read.text)
  } catch {
    return json(400, { error: 'the body is not JSON' })
  }
  const parsed = checkRequestSchema.safeParse(raw)
  if (!parsed.success) return json(400, { error: `the body is not a check we understand: ${z.prettifyError(parsed.error)}` })
  const problems = checkPractice(parsed.data)
  log(`Practice check: ${problems.length} problems, ${problems.filter((problem) => problem.introduced).length} introduced`)
  return json(200, { problems })
}
