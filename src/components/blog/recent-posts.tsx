import { listPosts, RECENT_POSTS } from '@/content'
import { PostCard } from './post-card'

/** The homepage's 'Recent Blog Posts': three cards, each with a 'Read More' link (docs/requirements.md §2). */
export async function RecentPosts() {
  const recent = await listPosts({ page: 1, perPage: RECENT_POSTS })
  if (!recent.ok || recent.value.posts.length === 0) return null
  return (
    <section aria-labelledby="recent-blog-posts-title" className="container-page py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="recent-blog-posts-title" className="text-3xl sm:text-4xl">
          Recent Blog Posts
        </h2>
        <a href="/blog" className="font-semibold text-larkspur-deep underline underline-offset-4">
          All articles
        </a>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {recent.value.posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
