/**
 * The cache tags of the content port, one place for both sides: the calls of ./calls.ts tag their
 * answers, and the publish webhook (src/publish/webhook.ts) invalidates them. A page the route
 * cache keeps carries the tags of every call its render read (src/cache/request-context.ts), so
 * invalidating a tag drops those pages too (src/cache/route-provider.ts).
 *
 * Tags travel in a header (Cache-Tag, comma-separated), so a slug, which a visitor can type, is
 * written percent-encoded: a control character or a comma in it can neither make the header
 * invalid (a NUL once made `/categories/%00` a 500, issue 34 point 4) nor split into another tag.
 * Both sides call these functions, so the encoded tag is the one invalidated.
 */
const slugTag = (kind: string, slug: string) => `${kind}:${encodeURIComponent(slug)}`

export const contentTags = {
  /** Every content call: `npm run content:refresh` revalidates this one. */
  everything: 'content',
  page: (slug: string) => slugTag('page', slug),
  post: (slug: string) => slugTag('post', slug),
  /** Post lists without a category: /blog pages, the sidebar's and homepage's recent posts, sitemap.xml. */
  blogLists: 'posts:blog',
  /** Every post at once: RSS, previous/next links on a post. */
  allPosts: 'posts:all',
  search: 'posts:search',
  /** One category's listing (/categories/{slug} and its pages), by the category's id. */
  categoryPosts: (id: number) => `posts:category:${id}`,
  /** The category list: the sidebar, category names on posts, sitemap.xml. */
  categories: 'categories',
  category: (slug: string) => slugTag('category', slug),
  /** The practice model (issue 28): clinics, hours, prices, fees; and every page or post whose prose names a fact. */
  practice: 'practice',
  /** The practice team: /meet-the-team and the homepage's Dentist JSON-LD. */
  team: 'team',
  /** The CMS's newest change, behind the footer's 'Site updated on'. */
  lastUpdated: 'last-updated',
} as const
