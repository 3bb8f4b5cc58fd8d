import type { Post } from '@/content/types'
import { Pagination } from './pagination'
import { PostList } from './post-list'
import type { ImageView } from './post-picture'

export const blogHref = (page: number) => `/blog/page/${page}`

/** What the blog list says about itself: its hero, browser title and description (docs/requirements.md §2), naming the practice (the model's name). */
export const blogList = {
  heading: 'Dental advice blog',
  lead: 'Straight answers from our dentists, hygienists and treatment coordinators.',
  description: (practiceName: string) => `Practical advice from the ${practiceName} team on Invisalign, implants, cosmetic dentistry and looking after your teeth.`,
  title: (practiceName: string, page: number) => (page === 1 ? `Dental advice blog | ${practiceName}` : `Dental advice blog, page ${page} | ${practiceName}`),
  /** /blog and /blog/page/1 show the same posts: one canonical URL. */
  canonical: (page: number) => (page === 1 ? '/blog' : blogHref(page)),
  feed: '/blog/rss.xml',
} as const

/** docs/requirements.md §2: five posts a page, numbered pagination and the RSS link. The page loads the posts and makes the pictures. */
export function BlogListView({ posts, page, pages, pictureOf }: { posts: readonly Post[]; page: number; pages: number; pictureOf: (post: Post) => ImageView | undefined }) {
  return (
    <>
      {posts.length === 0 ? <p className="text-ink-soft">There are no articles yet. Please check back soon.</p> : <PostList posts={posts} pictureOf={pictureOf} />}
      <Pagination page={page} pages={pages} hrefOf={blogHref} label="Blog pages" />
      <p className="mt-8 text-sm">
        <a href={blogList.feed} className="text-larkspur-deep underline underline-offset-2">
          Follow the blog by RSS
        </a>
      </p>
    </>
  )
}
