import type { APIRoute } from 'astro'
import { sharedRedis } from '@/cache'
import { previewConfigured } from '@/content/drafts'
import { env } from '@/env'
import { openPreviewLink, previewPath } from '@/publish/preview-link'
import { PREVIEW_COOKIE, previewCookieOptions, previewSessionValue } from '@/publish/preview-session'
import { createUsedOnce } from '@/publish/used-once'

const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' }

/** Links already opened, until they expire; every instance's through Redis when there is one. */
const usedLinks = createUsedOnce({ prefix: 'larkspur:preview:link:', redis: sharedRedis() })

const wording: Record<string, string> = {
  'preview link already used': 'This preview link has already been used. Press Preview in WordPress again to get a fresh one.',
  'expired preview link': 'This preview link has expired. Press Preview in WordPress again to get a fresh one.',
}

/**
 * WordPress's Preview button lands here (the plugin's preview_post_link). A valid, unexpired link
 * not used before leaves a preview session for that one item in this browser
 * (src/publish/preview-session.ts) and redirects to it, so the token leaves the address bar; the
 * link is then spent (issue 27, point 9). Anything else changes nothing.
 */
export const GET: APIRoute = async ({ url, cookies }) => {
  if (!previewConfigured() || !env.CMS_WEBHOOK_SECRET) return new Response('Not found', { status: 404, headers })
  const opened = await openPreviewLink(env.CMS_WEBHOOK_SECRET, url.searchParams, usedLinks)
  if (!opened.ok) {
    const message = wording[opened.reason] ?? `This preview link is not valid (${opened.reason}). Press Preview in WordPress again to get a fresh one.`
    return new Response(message, { status: 401, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } })
  }
  cookies.set(PREVIEW_COOKIE, previewSessionValue(env.CMS_WEBHOOK_SECRET, opened.claim), previewCookieOptions(env.SITE_URL.startsWith('https:')))
  return new Response(null, { status: 303, headers: { ...headers, location: previewPath(opened.claim) } })
}
