import type { Post } from '@/content'
import { PostCard } from './post-card'

export function PostList({ posts }: { posts: readonly Post[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  )
}
