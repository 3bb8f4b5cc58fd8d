import type { Post } from '@/content/types'
import { PostCard } from './post-card'
import type { ImageView } from './post-picture'

/** The homepage's 'Recent Blog Posts': three cards, each with a 'Read More' link (docs/requirements.md §2). The page loads the posts. */
export function RecentPosts({ posts, pictureOf }: { posts: readonly Post[]; pictureOf: (post: Post) => ImageView | undefined }) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="recent-blog-posts-title" className="below-fold band-home-posts container-page py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="recent-blog-posts-title" className="text-3xl sm:text-4xl">
          Recent Blog Posts
        </h2>
        <a href="/blog" className="font-semibold text-larkspur-deep underline underline-offset-4">
          All articles
        </a>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} picture={pictureOf(post)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
