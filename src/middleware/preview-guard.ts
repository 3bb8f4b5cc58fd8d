import type { MiddlewareHandler } from 'astro'
import { env } from '@/env'
import { PREVIEW_COOKIE, previewAccess, readPreviewSession } from '@/publish/preview-session'

/** /preview/{type}/{id} opens only the item the browser's preview session names (issue 23, point 1). */
export const previewGuard: MiddlewareHandler = async (context, next) => {
  if (!context.url.pathname.startsWith('/preview/')) return next()
  const [, , type = '', id = ''] = context.url.pathname.split('/')
  const session = env.CMS_WEBHOOK_SECRET ? readPreviewSession(env.CMS_WEBHOOK_SECRET, context.cookies.get(PREVIEW_COOKIE)?.value) : { state: 'none' as const }
  if (previewAccess(session, type, id) !== 'not found') return next()
  // The 404 rendered for a preview address must not be kept under that address: the next click
  // on Preview, with a session, would be answered from the cache.
  const notFound = await context.rewrite('/404')
  context.cache.set(false)
  return notFound
}
