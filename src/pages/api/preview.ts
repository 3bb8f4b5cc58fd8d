import type { APIRoute } from 'astro'
import { previewConfigured } from '@/content/drafts'
import { env } from '@/env'
import { checkPreviewLink, previewPath } from '@/publish/preview-link'
import { PREVIEW_COOKIE, previewCookieOptions, previewSessionValue } from '@/publish/preview-session'

const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' }

/**
 * WordPress's Preview button lands here (the plugin's preview_post_link). A valid, unexpired link
 * leaves a preview session for that one item in this browser (src/publish/preview-session.ts)
 * and redirects to it, so the token leaves the address bar; anything else changes nothing.
 */
export const GET: APIRoute = ({ url, cookies }) => {
  if (!previewConfigured() || !env.CMS_WEBHOOK_SECRET) return new Response('Not found', { status: 404, headers })
  const check = checkPreviewLink(env.CMS_WEBHOOK_SECRET, url.searchParams)
  if (!check.ok) {
    return new Response(`This preview link is not valid (${check.reason}). Press Preview in WordPress again to get a fresh one.`, {
      status: 401,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const { type, id, expires } = check
  cookies.set(PREVIEW_COOKIE, previewSessionValue(env.CMS_WEBHOOK_SECRET, { type, id, expires }), previewCookieOptions(env.SITE_URL.startsWith('https:')))
  return new Response(null, { status: 303, headers: { ...headers, location: previewPath(check) } })
}
