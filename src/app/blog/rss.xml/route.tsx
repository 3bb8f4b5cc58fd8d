import { listAllPosts } from '@/content'
import { blogFeedResponse } from '@/content/blog-feed'
import { siteOrigin } from '@/env'

/** The blog as RSS 2.0 (linked from every blog page). */
export async function GET() {
  return blogFeedResponse(await listAllPosts(), siteOrigin())
}
