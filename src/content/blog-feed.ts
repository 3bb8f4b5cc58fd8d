import { Feed } from 'feed'
import type { SiteFacts } from '@/practice/site-facts'
import type { Loaded } from './last-good'
import type { Post } from './types'

/** The newest posts the feed carries. */
const FEED_ITEMS = 20

/**
 * The blog as RSS 2.0 (linked from every blog page), titled with the practice's name and town (this
 * request's facts); 503 while the CMS is down and no post was ever loaded.
 */
export function blogFeedResponse(posts: Loaded<readonly Post[]>, origin: string, facts: Pick<SiteFacts, 'name' | 'town'>): Response {
  const feed = new Feed({
    title: `${facts.name} blog`,
    description: `Dental advice from the ${facts.name} team in ${facts.town}.`,
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: 'en-GB',
    copyright: `© ${facts.name}`,
    feedLinks: { rss: `${origin}/blog/rss.xml` },
  })
  for (const post of posts.ok ? posts.value.slice(0, FEED_ITEMS) : []) {
    feed.addItem({
      title: post.title,
      id: `${origin}/blog/${post.slug}`,
      link: `${origin}/blog/${post.slug}`,
      description: post.excerpt,
      date: new Date(post.modified ?? post.date),
      published: new Date(post.date),
      image: post.image && new URL(post.image.url, origin).href,
    })
  }
  return new Response(feed.rss2(), {
    status: posts.ok ? 200 : 503,
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  })
}
