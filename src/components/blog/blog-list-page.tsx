import type { Metadata } from 'next'
import { BLOG_PAGE_SIZE, listPosts, totalPages } from '@/content'
import { unwrap } from '@/content/unwrap'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { BlogLayout } from './blog-layout'
import { BlogListView, blogList } from './blog-list-view'
import { nextCardPicture } from './post-image'

export function blogListMetadata(page: number): Metadata {
  return {
    title: { absolute: blogList.title(page) },
    description: blogList.description,
    alternates: { canonical: blogList.canonical(page), types: { 'application/rss+xml': blogList.feed } },
  }
}

/** The blog list for the Next.js pages: loads the page of posts, then the view. */
export async function BlogListPage({ page }: { page: number }) {
  const result = unwrap(await listPosts({ page, perPage: BLOG_PAGE_SIZE }), blogList.canonical(page))
  if (result.posts.length === 0 && page > 1) return <NotFoundHere />
  return (
    <BlogLayout title={blogList.heading} lead={blogList.lead} crumbs={[{ href: '/blog', label: 'Blog' }]}>
      <BlogListView posts={result.posts} page={page} pages={totalPages(result)} pictureOf={nextCardPicture} />
    </BlogLayout>
  )
}
