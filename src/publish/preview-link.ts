import { z } from 'zod'
import { MAX_PREVIEW_LIFETIME_SECONDS, verifyPreview, type PreviewClaim, type Verdict } from './signature'
import type { UsedOnce } from './used-once'

/** The query of a preview link made by the WordPress plugin (larkspur-publish/preview.php). */
const previewQuery = z.object({
  type: z.enum(['page', 'post']),
  id: z.coerce.number().int().positive(),
  expires: z.coerce.number().int().positive(),
  token: z.string().regex(/^[0-9a-f]{64}$/i),
})

export type PreviewCheck = ({ ok: true; readonly token: string } & PreviewClaim) | Extract<Verdict, { ok: false }>

/** Whether a link is genuine and unexpired; it does not use the link up (openPreviewLink does). */
export function checkPreviewLink(secret: string, params: URLSearchParams, nowSeconds?: number): PreviewCheck {
  const parsed = previewQuery.safeParse(Object.fromEntries(params))
  if (!parsed.success) return { ok: false, reason: 'not a preview link' }
  const { token, ...claim } = parsed.data
  const verdict = verifyPreview(secret, claim, token, nowSeconds)
  return verdict.ok ? { ok: true, token: token.toLowerCase(), ...claim } : verdict
}

export type PreviewOpening = { readonly ok: true; readonly claim: PreviewClaim } | Extract<Verdict, { ok: false }>

/**
 * A preview link opens once (issue 27, point 9): its token is remembered until the link expires,
 * in Redis when there is one, so a copied link (browser history, a proxy's log, a shared screen)
 * opens nothing afterwards. The session it opens (src/publish/preview-session.ts) carries the
 * claim, with an expiry no later than 10 minutes from now.
 */
export async function openPreviewLink(secret: string, params: URLSearchParams, used: UsedOnce, nowSeconds = Math.floor(Date.now() / 1000)): Promise<PreviewOpening> {
  const check = checkPreviewLink(secret, params, nowSeconds)
  if (!check.ok) return check
  if (!(await used.first(check.token, check.expires))) return { ok: false, reason: 'preview link already used' }
  return { ok: true, claim: { type: check.type, id: check.id, expires: Math.min(check.expires, nowSeconds + MAX_PREVIEW_LIFETIME_SECONDS) } }
}

export const previewPath = (claim: Pick<PreviewClaim, 'type' | 'id'>) => `/preview/${claim.type}/${claim.id}`

/** Where 'Leave preview' goes: only a path on this site (never an open redirect). */
export function safeReturnPath(value: string | null): string {
  return value && /^\/(?!\/)[a-z0-9/_%-]*$/i.test(value) ? value : '/'
}
