import type { Post } from '@/content'
import { PostCard } from './post-card'

export function PostList({ posts }: { posts: readonly Post[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {posts.map((post, index) => (
        <li key={post.slug}>
          {/* The first card's picture is on the first screen of a phone: it loads at once, the rest lazily. */}
          <PostCard post={post} eager={index === 0} />
        </li>
      ))}
    </ul>
  )
}
