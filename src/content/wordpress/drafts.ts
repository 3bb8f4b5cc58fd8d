import { z } from 'zod'
import { ContentUnavailableError, type Page, type Post } from '../types'
import { CONTENT_TIMEOUT_MS } from './client'
import { createUrlRewriter, mapPage, mapPost } from './map'
import { wpPage, wpPost } from './schemas'

/**
 * Reads one draft for preview: `pages/{id}` or `posts/{id}` with context=edit, authenticated with
 * an Application Password (drafts, pending, scheduled and private items answer 401 without it).
 * For a published item the newest autosave, when newer than the item, is what the editor is
 * previewing. Never cached: the caller runs only for the item a preview session names, and every answer is fetched afresh.
 */
const editFields = { status: z.string(), generated_slug: z.string().optional() }
const draftPage = wpPage.extend(editFields)
// A draft has no publication date yet (date_gmt is null) until it is scheduled or published.
const draftPost = wpPost.extend({ ...editFields, date_gmt: z.string().nullable(), date: z.string() })
const rendered = z.object({ rendered: z.string() })
const autosaves = z.array(z.object({ modified_gmt: z.string(), title: rendered, content: rendered, excerpt: rendered.optional() }))

export type DraftType = 'page' | 'post'
export type Draft = { readonly type: 'page'; readonly status: string; readonly page: Page } | { readonly type: 'post'; readonly status: string; readonly post: Post }

export interface DraftReaderOptions {
  readonly baseUrl: string
  readonly siteOrigin: string
  readonly user: string
  readonly password: string
  readonly fetch?: typeof fetch
}

export function createDraftReader(options: DraftReaderOptions) {
  const fetchImpl = options.fetch ?? fetch
  const rewrite = createUrlRewriter(new URL(options.baseUrl).origin, options.siteOrigin)
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password.replace(/\s+/g, '')}`).toString('base64')}`

  async function get(path: string): Promise<unknown> {
    const url = new URL(path, options.baseUrl)
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json', authorization },
      cache: 'no-store',
      // Never followed (issue 27, point 7): our Application Password must not go to another host.
      redirect: 'manual',
      signal: AbortSignal.timeout(CONTENT_TIMEOUT_MS),
    })
    // 401/403: the preview user may not read it; 404: no such item. Either way, nothing to show.
    if ([401, 403, 404, 410].includes(response.status)) return null
    if (!response.ok) throw new ContentUnavailableError(`GET ${url.pathname} answered ${response.status}`)
    return response.json()
  }

  return async function readDraft(type: DraftType, id: number): Promise<Draft | null> {
    const base = `wp/v2/${type}s/${id}`
    const raw = await get(`${base}?context=edit${type === 'post' ? '&_embed=wp:featuredmedia' : ''}`)
    if (raw === null) return null
    const item = (type === 'page' ? draftPage : draftPost).parse(raw)
    let { title, content, excerpt } = item
    if (item.status === 'publish') {
      const newest = autosaves.parse((await get(`${base}/autosaves?context=edit`)) ?? [])[0]
      if (newest && newest.modified_gmt > (item.modified_gmt ?? '')) ({ title, content, excerpt } = { ...newest, excerpt: newest.excerpt ?? excerpt })
    }
    const slug = item.slug || item.generated_slug || String(id)
    if (type === 'page') return { type, status: item.status, page: mapPage({ ...item, slug, title, content, excerpt }, rewrite) }
    const post = draftPost.parse(raw)
    const date = post.date_gmt ?? `${post.date}Z`
    return { type, status: item.status, post: mapPost({ ...post, slug, title, content, excerpt: excerpt ?? post.excerpt, date_gmt: date }, rewrite) }
  }
}
