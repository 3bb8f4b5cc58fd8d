import { z } from 'zod'
import { verifyPreview, type PreviewClaim, type Verdict } from './signature'

/** The query of a preview link made by the WordPress plugin (larkspur-publish/preview.php). */
const previewQuery = z.object({
  type: z.enum(['page', 'post']),
  id: z.coerce.number().int().positive(),
  expires: z.coerce.number().int().positive(),
  token: z.string().regex(/^[0-9a-f]{64}$/i),
})

export type PreviewCheck = ({ ok: true } & PreviewClaim) | Extract<Verdict, { ok: false }>

export function checkPreviewLink(secret: string, params: URLSearchParams, nowSeconds?: number): PreviewCheck {
  const parsed = previewQuery.safeParse(Object.fromEntries(params))
  if (!parsed.success) return { ok: false, reason: 'not a preview link' }
  const { token, ...claim } = parsed.data
  const verdict = verifyPreview(secret, claim, token, nowSeconds)
  return verdict.ok ? { ok: true, ...claim } : verdict
}

export const previewPath = (claim: Pick<PreviewClaim, 'type' | 'id'>) => `/preview/${claim.type}/${claim.id}`

/** Where 'Leave preview' goes: only a path on this site (never an open redirect). */
export function safeReturnPath(value: string | null): string {
  return value && /^\/(?!\/)[a-z0-9/_%-]*$/i.test(value) ? value : '/'
}
