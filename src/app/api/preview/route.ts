import { draftMode } from 'next/headers'
import { previewConfigured } from '@/content/drafts'
import { env } from '@/env'
import { checkPreviewLink, previewPath } from '@/publish/preview-link'

const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

/**
 * WordPress's Preview button lands here (the plugin's preview_post_link). A valid, unexpired token
 * turns on Draft Mode for this browser and sends it to the draft; anything else changes nothing.
 */
export async function GET(request: Request) {
  if (!previewConfigured() || !env.CMS_WEBHOOK_SECRET) return new Response('Not found', { status: 404, headers })
  const check = checkPreviewLink(env.CMS_WEBHOOK_SECRET, new URL(request.url).searchParams)
  if (!check.ok) {
    return new Response(`This preview link is not valid (${check.reason}). Press Preview in WordPress again to get a fresh one.`, {
      status: 401,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  ;(await draftMode()).enable()
  return new Response(null, { status: 303, headers: { ...headers, location: previewPath(check) } })
}
