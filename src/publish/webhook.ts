import { z } from 'zod'
import { contentTags } from '@/content/tags'

/**
 * What WordPress tells us (wordpress/mu-plugins/larkspur-publish/payload.php), and which cache
 * tags (src/content/tags.ts) each change touches.
 */
const slug = z.string().max(200).regex(/^[a-z0-9%_-]*$/i, 'a slug is letters, digits, - and _')
const ids = z.array(z.number().int().positive()).max(500)

export const webhookPayload = z.discriminatedUnion('type', [
  z.object({
    delivery: z.string().max(100).optional(),
    event: z.string().max(50),
    // `team`: a member of the larkspur-team plugin's post type.
    type: z.enum(['post', 'page', 'team']),
    id: z.number().int().positive(),
    slug,
    oldSlug: slug.nullish(),
    status: z.string().max(30),
    oldStatus: z.string().max(30).optional(),
    categories: z.array(slug).max(500).default([]),
    categoryIds: ids.default([]),
    oldCategories: z.array(slug).max(500).default([]),
    oldCategoryIds: ids.default([]),
  }),
  z.object({
    delivery: z.string().max(100).optional(),
    event: z.string().max(50),
    type: z.literal('category'),
    id: z.number().int().positive(),
    slug,
    oldSlug: slug.nullish(),
  }),
  // A clinic, a treatment or Settings → Practice saved (the larkspur-practice plugin, issue 28):
  // the whole model is one record on the site. The post fields WordPress sends along are not needed.
  z.object({ delivery: z.string().max(100).optional(), event: z.string().max(50), type: z.literal('practice') }),
  // `npm run content:refresh` after editing the embedded Markdown: everything, at once.
  z.object({ delivery: z.string().max(100).optional(), event: z.literal('content.refresh'), type: z.literal('all') }),
])

export type WebhookPayload = z.infer<typeof webhookPayload>

export interface Revalidation {
  /** Cache tags, each revalidated once. */
  readonly tags: readonly string[]
  /** The same in words, for the answer and the log. */
  readonly touches: readonly string[]
}

const t = contentTags

export function revalidationFor(payload: WebhookPayload): Revalidation {
  const tags = new Set<string>()
  const touches: string[] = []
  const slugs = (current: string, old: string | null | undefined) => [current, old].filter((s): s is string => Boolean(s))
  switch (payload.type) {
    case 'all':
      tags.add(t.everything)
      touches.push('every page, post, list and category')
      break
    case 'page':
      for (const s of slugs(payload.slug, payload.oldSlug)) {
        tags.add(t.page(s))
        touches.push(`page ${s}`)
      }
      tags.add(t.lastUpdated)
      touches.push("footer 'Site updated on'")
      break
    case 'post': {
      for (const s of slugs(payload.slug, payload.oldSlug)) {
        tags.add(t.post(s))
        touches.push(`/blog/${s}`)
      }
      tags.add(t.blogLists)
      touches.push('blog lists, sidebar recent posts, homepage recent posts, sitemap.xml')
      tags.add(t.allPosts)
      touches.push('RSS, previous/next links')
      tags.add(t.search)
      touches.push('search results')
      const categories = new Set([...payload.categoryIds, ...payload.oldCategoryIds])
      for (const id of categories) tags.add(t.categoryPosts(id))
      if (categories.size > 0) touches.push(`category lists: ${[...new Set([...payload.categories, ...payload.oldCategories])].join(', ')}`)
      tags.add(t.lastUpdated)
      touches.push("footer 'Site updated on'")
      break
    }
    case 'practice':
      tags.add(t.practice)
      touches.push('clinics, hours, prices and fees, and every page whose prose names one')
      break
    case 'team':
      tags.add(t.team)
      touches.push("/meet-the-team, the homepage's Dentist structured data")
      break
    case 'category':
      for (const s of slugs(payload.slug, payload.oldSlug)) {
        tags.add(t.category(s))
        touches.push(`/categories/${s}`)
      }
      tags.add(t.categoryPosts(payload.id))
      tags.add(t.categories)
      touches.push('sidebar categories, category names on posts, sitemap.xml')
      break
  }
  return { tags: [...tags], touches }
}
