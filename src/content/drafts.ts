import 'server-only'
import { env, siteOrigin } from '@/env'
import { sanitise } from './sanitise'
import { createDraftReader, type Draft, type DraftType } from './wordpress/drafts'

export type { Draft, DraftType } from './wordpress/drafts'

/** Whether drafts can be previewed at all: WordPress mode with the preview user's credentials. */
export function previewConfigured(): boolean {
  return Boolean(env.CMS_URL && env.CMS_WEBHOOK_SECRET && env.CMS_PREVIEW_USER && env.CMS_PREVIEW_PASSWORD)
}

let reader: ReturnType<typeof createDraftReader> | undefined

/**
 * One draft, sanitised like published content. Deliberately not a call of the content cache
 * (./cache.ts): a draft must never land in a cache another visitor could be served from. Call it only for the item a preview session names (src/publish/preview-session.ts).
 */
export async function getDraft(type: DraftType, id: number): Promise<Draft | null> {
  if (!previewConfigured() || !env.CMS_URL || !env.CMS_PREVIEW_USER || !env.CMS_PREVIEW_PASSWORD) return null
  reader ??= createDraftReader({ baseUrl: env.CMS_URL, siteOrigin: siteOrigin(), user: env.CMS_PREVIEW_USER, password: env.CMS_PREVIEW_PASSWORD })
  const draft = await reader(type, id)
  if (draft === null) return null
  return draft.type === 'page'
    ? { ...draft, page: { ...draft.page, html: sanitise(draft.page.html) } }
    : { ...draft, post: { ...draft.post, html: sanitise(draft.post.html) } }
}
