import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PreviewClaim, PreviewType } from './signature'

/**
 * The preview session (issue 23, point 1): what a valid preview link leaves in the editor's
 * browser. It carries the signed claim itself (type, id, expiry), so a preview opens that one
 * item and only until the link's own expiry; every holder of a different link holds a different
 * cookie. The link's token leaves the address bar with the redirect that sets this cookie.
 *
 * The value is `type.id.expires.mac`, where mac is HMAC-SHA256(secret, `preview-session:…`): a
 * message of its own, so neither a webhook signature nor a link token can pass for it.
 */
export const PREVIEW_COOKIE = 'larkspur_preview'

const mac = (secret: string, claim: PreviewClaim) => createHmac('sha256', secret).update(`preview-session:${claim.type}:${claim.id}:${claim.expires}`, 'utf8').digest('hex')

export function previewSessionValue(secret: string, claim: PreviewClaim): string {
  return `${claim.type}.${claim.id}.${claim.expires}.${mac(secret, claim)}`
}

/** The attributes of the cookie: HttpOnly, SameSite=Lax, for the whole site (the bar's exit link), Secure behind https. */
export function previewCookieOptions(secure: boolean) {
  // No Max-Age: a session cookie. The expiry inside it is what counts, and the server must still
  // see it after that time to say the link has expired rather than a bare 404.
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure }
}

export type PreviewSession = { readonly state: 'none' } | { readonly state: 'open' | 'expired'; readonly claim: PreviewClaim }

const VALUE = /^(page|post)\.(\d{1,12})\.(\d{1,12})\.([0-9a-f]{64})$/

/** Reads the cookie: a session for one item, an expired one, or nothing (absent or forged). */
export function readPreviewSession(secret: string, value: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): PreviewSession {
  const match = value ? VALUE.exec(value) : null
  if (!match) return { state: 'none' }
  const claim: PreviewClaim = { type: match[1] as PreviewType, id: Number(match[2]), expires: Number(match[3]) }
  const given = Buffer.from(match[4] ?? '', 'hex')
  if (!timingSafeEqual(Buffer.from(mac(secret, claim), 'hex'), given)) return { state: 'none' }
  return { state: claim.expires < nowSeconds ? 'expired' : 'open', claim }
}

/** What /preview/{type}/{id} shows for this session: the item, the expired page, or the 404. */
export function previewAccess(session: PreviewSession, type: string, id: string): 'show' | 'expired' | 'not found' {
  if (session.state === 'none' || session.claim.type !== type || String(session.claim.id) !== id) return 'not found'
  return session.state === 'open' ? 'show' : 'expired'
}
