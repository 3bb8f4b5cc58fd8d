import { z } from 'zod'
import type { RateLimiter } from '@/forms/rate-limit'
import { verifyWebhook } from './signature'
import { revalidationFor, webhookPayload } from './webhook'

/** Bodies are a few hundred bytes; anything near this is not from our plugin. */
export const MAX_BODY_BYTES = 64 * 1024

export interface WebhookDeps {
  readonly secret: string | undefined
  readonly limiter: RateLimiter
  /** Expires one tag now (revalidateTag with expire 0 in the route). */
  readonly revalidate: (tag: string) => void
  readonly now?: () => number
  readonly log?: (message: string) => void
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** The caller's address, for the rate limit only (it can be claimed, hence the site-wide cap too). */
function addressOf(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'direct'
}

/**
 * POST /api/revalidate: verify, then expire exactly the cache tags the change touches.
 * Order matters: nothing is parsed, and nothing revalidated, before the signature checks out.
 */
export async function handleWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  const log = deps.log ?? ((message: string) => console.log(message))
  if (!deps.secret) return json(404, { error: 'not found' })
  if (!deps.limiter.take(addressOf(request))) return json(429, { error: 'too many webhooks; try again in a minute' }, { 'retry-after': '60' })

  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return json(413, { error: `body larger than ${MAX_BODY_BYTES} bytes` })
  const body = await request.text()
  if (body.length > MAX_BODY_BYTES) return json(413, { error: `body larger than ${MAX_BODY_BYTES} bytes` })

  const nowSeconds = Math.floor((deps.now?.() ?? Date.now()) / 1000)
  const verdict = verifyWebhook(
    deps.secret,
    { timestamp: request.headers.get('x-webhook-timestamp'), signature: request.headers.get('x-webhook-signature'), body },
    nowSeconds,
  )
  if (!verdict.ok) {
    log(`Webhook refused: ${verdict.reason}`)
    return json(401, { error: verdict.reason })
  }

  let raw: unknown
  try {
    raw = JSON.parse(body)
  } catch {
    return json(400, { error: 'the body is not JSON' })
  }
  const parsed = webhookPayload.safeParse(raw)
  if (!parsed.success) return json(400, { error: `the body is not a change we understand: ${z.prettifyError(parsed.error)}` })

  const { tags, touches } = revalidationFor(parsed.data)
  for (const tag of tags) deps.revalidate(tag)
  log(`Webhook ${parsed.data.delivery ?? ''} ${parsed.data.event}: revalidated ${tags.join(', ')}`)
  return json(200, { revalidated: tags, touches, event: parsed.data.event })
}
