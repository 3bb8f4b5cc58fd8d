import type { Post } from '@/content/types'
import { PostCard } from './post-card'
import type { ImageView } from './post-picture'

/** A list of cards; `pictureOf` gives each post's picture, made by the page. */
export function PostList({ posts, pictureOf }: { posts: readonly Post[]; pictureOf: (post: Post) => ImageView | undefined }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {posts.map((post, index) => (
        <li key={post.slug}>
          {/* The first card's picture is on the first screen of a phone: it loads at once, the rest lazily. */}
          <PostCard post={post} picture={pictureOf(post)} eager={index === 0} />
        </li>
      ))}
    </ul>
  )
}
