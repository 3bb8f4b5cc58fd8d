import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The three signed messages between WordPress (wordpress/mu-plugins/larkspur-publish and
 * larkspur-practice) and this site, all HMAC-SHA256 with CMS_WEBHOOK_SECRET:
 *  - a webhook: hex(HMAC(secret, timestamp + body)), sent as `X-Webhook-Signature: sha256=…`
 *    with the Unix timestamp in `X-Webhook-Timestamp`;
 *  - a practice check (issue 36): hex(HMAC(secret, `practice-check:${timestamp}:${body}`)), in the
 *    same two headers;
 *  - a preview link: hex(HMAC(secret, `preview:${type}:${id}:${expires}`)).
 * A webhook's message is digits then '{', a check's starts 'practice-check:', a preview's
 * 'preview:': none can pass as another, so a captured webhook cannot ask for a check, nor a
 * check's signature revalidate anything.
 */

/** A captured webhook is worthless after this long, and so is one signed too far in the future. */
export const MAX_SKEW_SECONDS = 5 * 60

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message, 'utf8').digest('hex')

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'))
}

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${hmac(secret, `${timestamp}${body}`)}`
}

export type Verdict = { ok: true } | { ok: false; reason: string }

export interface WebhookSignature {
  readonly timestamp: string | null
  readonly signature: string | null
  readonly body: string
}

/** Checks a webhook's signature and freshness; nowSeconds is injectable for tests. */
export function verifyWebhook(secret: string, given: WebhookSignature, nowSeconds = Math.floor(Date.now() / 1000)): Verdict {
  return verifySigned(secret, given, nowSeconds, (timestamp, body) => `${timestamp}${body}`)
}

/** A signed request's checks: both headers, a fresh timestamp, and the HMAC of `message`. */
function verifySigned(secret: string, given: WebhookSignature, nowSeconds: number, message: (timestamp: string, body: string) => string): Verdict {
  if (given.timestamp === null || given.signature === null) return { ok: false, reason: 'missing signature' }
  if (!/^\d{1,12}$/.test(given.timestamp)) return { ok: false, reason: 'malformed timestamp' }
  const timestamp = Number(given.timestamp)
  if (Math.abs(nowSeconds - timestamp) > MAX_SKEW_SECONDS) return { ok: false, reason: 'stale timestamp' }
  const hex = given.signature.replace(/^sha256=/, '')
  if (!sameHex(hmac(secret, message(given.timestamp, given.body)), hex)) return { ok: false, reason: 'bad signature' }
  return { ok: true }
}

const practiceCheckMessage = (timestamp: number | string, body: string) => `practice-check:${timestamp}:${body}`

export function signPracticeCheck(secret: string, timestamp: number, body: string): string {
  return `sha256=${hmac(secret, practiceCheckMessage(timestamp, body))}`
}

/** Checks a practice check's signature and freshness, in the webhook's headers and window. */
export function verifyPracticeCheck(secret: string, given: WebhookSignature, nowSeconds = Math.floor(Date.now() / 1000)): Verdict {
  return verifySigned(secret, given, nowSeconds, practiceCheckMessage)
}

export type PreviewType = 'page' | 'post'

export interface PreviewClaim {
  readonly type: PreviewType
  readonly id: number
  /** Unix seconds. */
  readonly expires: number
}

export function signPreview(secret: string, claim: PreviewClaim): string {
  return hmac(secret, `preview:${claim.type}:${claim.id}:${claim.expires}`)
}

/**
 * WordPress makes links that live 10 minutes (larkspur-publish/preview.php): no link, and no
 * preview session, lives longer here (issue 27, point 9). A link may claim up to
 * PREVIEW_CLOCK_SKEW_SECONDS more, for a WordPress clock a little ahead of ours; the session it
 * opens still ends within 10 minutes (src/publish/preview-link.ts).
 */
export const MAX_PREVIEW_LIFETIME_SECONDS = 10 * 60
export const PREVIEW_CLOCK_SKEW_SECONDS = 30

export function verifyPreview(secret: string, claim: PreviewClaim, token: string, nowSeconds = Math.floor(Date.now() / 1000)): Verdict {
  if (claim.expires < nowSeconds) return { ok: false, reason: 'expired preview link' }
  if (claim.expires > nowSeconds + MAX_PREVIEW_LIFETIME_SECONDS + PREVIEW_CLOCK_SKEW_SECONDS) return { ok: false, reason: 'preview link lives too long' }
  if (!sameHex(signPreview(secret, claim), token)) return { ok: false, reason: 'bad preview token' }
  return { ok: true }
}
