import type { Metadata } from 'next'
import { BLOG_PAGE_SIZE, listPosts, totalPages } from '@/content'
import { unwrap } from '@/content/unwrap'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { practice } from '@/site/practice'
import { BlogLayout } from './blog-layout'
import { Pagination } from './pagination'
import { PostList } from './post-list'
import { nextCardPicture } from './post-image'

export const blogHref = (page: number) => `/blog/page/${page}`

export function blogListMetadata(page: number): Metadata {
  return {
    title: { absolute: page === 1 ? `Dental advice blog | ${practice.name}` : `Dental advice blog, page ${page} | ${practice.name}` },
    description: `Practical advice from the ${practice.name} team on Invisalign, implants, cosmetic dentistry and looking after your teeth.`,
    // /blog and /blog/page/1 show the same posts: one canonical URL.
    alternates: { canonical: page === 1 ? '/blog' : blogHref(page), types: { 'application/rss+xml': '/blog/rss.xml' } },
  }
}

/** docs/requirements.md §2: five posts a page, numbered pagination, the sidebar. */
export async function BlogListPage({ page }: { page: number }) {
  const result = unwrap(await listPosts({ page, perPage: BLOG_PAGE_SIZE }), page === 1 ? '/blog' : blogHref(page))
  const pages = totalPages(result)
  if (result.posts.length === 0 && page > 1) return <NotFoundHere />
  return (
    <BlogLayout title="Dental advice blog" lead="Straight answers from our dentists, hygienists and treatment coordinators." crumbs={[{ href: '/blog', label: 'Blog' }]}>
      {result.posts.length === 0 ? <p className="text-ink-soft">There are no articles yet. Please check back soon.</p> : <PostList posts={result.posts} pictureOf={nextCardPicture} />}
      <Pagination page={page} pages={pages} hrefOf={blogHref} label="Blog pages" />
      <p className="mt-8 text-sm">
        <a href="/blog/rss.xml" className="text-larkspur-deep underline underline-offset-2">
          Follow the blog by RSS
        </a>
      </p>
    </BlogLayout>
  )
}
