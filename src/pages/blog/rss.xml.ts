import type { APIRoute } from 'astro'
import { blogFeedResponse } from '@/content/blog-feed'
import { listAllPosts } from '@/content/port'
import { siteOrigin } from '@/env'

/** The blog as RSS 2.0 (linked from every blog page), titled with the practice this request read. */
export const GET: APIRoute = async ({ locals }) => blogFeedResponse(await listAllPosts(), siteOrigin(), locals.page.facts)
