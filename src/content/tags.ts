/**
 * The cache tags of the content port, one place for both sides: the cached calls in ./index.ts
 * tag their answers, and the webhook route (src/publish/webhook.ts) revalidates them. A tag on a
 * cached call also marks every prerendered route that used it, so revalidating a tag refreshes
 * those pages too.
 */
export const contentTags = {
  /** Every content call: `npm run content:refresh` revalidates this one. */
  everything: 'content',
  page: (slug: string) => `page:${slug}`,
  post: (slug: string) => `post:${slug}`,
  /** Post lists without a category: /blog pages, the sidebar's and homepage's recent posts, sitemap.xml. */
  blogLists: 'posts:blog',
  /** Every post at once: RSS, previous/next links on a post. */
  allPosts: 'posts:all',
  search: 'posts:search',
  /** One category's listing (/categories/{slug} and its pages), by the category's id. */
  categoryPosts: (id: number) => `posts:category:${id}`,
  /** The category list: the sidebar, category names on posts, sitemap.xml. */
  categories: 'categories',
  category: (slug: string) => `category:${slug}`,
  /** The practice team: /meet-the-team and the homepage's Dentist JSON-LD. */
  team: 'team',
  /** The CMS's newest change, behind the footer's 'Site updated on'. */
  lastUpdated: 'last-updated',
} as const
