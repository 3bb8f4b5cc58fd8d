import { z } from 'zod'
import type { RateLimiter } from '@/lib/rate-limit'
import { readBodyWithin } from '@/lib/bounded-body'
import { MAX_SKEW_SECONDS, verifyWebhook } from './signature'
import type { UsedOnce } from './used-once'
import { revalidationFor, webhookPayload } from './webhook'

/** Bodies are a few hundred bytes; anything near this is not from our plugin. */
export const MAX_BODY_BYTES = 64 * 1024

export interface WebhookDeps {
  readonly secret: string | undefined
  /**
   * Keyed on the trusted client address (the TCP peer, or what our own proxies saw; the forms'
   * src/lib/client-address.ts), never a header the caller writes: forged X-Forwarded-For values must
   * not use up WordPress's own allowance (issue 23, point 4).
   */
  readonly limiter: RateLimiter
  /** Signatures already accepted, until their timestamps expire: a replay is refused (issue 27, point 9). */
  readonly deliveries: UsedOnce
  readonly clientAddress: string
  /** Expires one tag now (the route publishes it on the invalidation bus, src/cache/bus.ts). */
  readonly revalidate: (tag: string) => void
  readonly now?: () => number
  readonly log?: (message: string) => void
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * POST /api/revalidate: verify, then expire exactly the cache tags the change touches.
 * Order matters: the limit first, then the body through a counting limit, and nothing is parsed,
 * and nothing revalidated, before the signature checks out.
 */
export async function handleWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  const log = deps.log ?? ((message: string) => console.log(message))
  if (!deps.secret) return json(404, { error: 'not found' })
  if (!(await deps.limiter.take(deps.clientAddress))) return json(429, { error: 'too many webhooks; try again in a minute' }, { 'retry-after': '60' })

  const read = await readBodyWithin(request, MAX_BODY_BYTES)
  if (!read.ok) return json(413, { error: `body larger than ${MAX_BODY_BYTES} bytes` })
  const body = read.text

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
  // The signature covers the timestamp and the body: it names this one delivery. WordPress signs
  // every retry afresh, so only a copy of a request already received comes here twice.
  const signature = (request.headers.get('x-webhook-signature') ?? '').replace(/^sha256=/, '').toLowerCase()
  if (!(await deps.deliveries.first(signature, Number(request.headers.get('x-webhook-timestamp')) + MAX_SKEW_SECONDS))) {
    log('Webhook refused: replayed delivery')
    return json(409, { error: 'this delivery was already received' })
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
