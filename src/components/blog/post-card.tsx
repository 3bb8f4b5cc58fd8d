import type { Post } from '@/content/types'
import { PostPicture, type ImageView } from './post-picture'

/** A blog card: image, title, excerpt and a 'Read More' link to /blog/{slug}. The page makes the picture. */
export function PostCard({ post, picture, headingLevel = 2, eager = false }: { post: Post; picture?: ImageView; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-line">
      {picture && <PostPicture picture={picture} urgency={eager ? 'eager' : 'lazy'} />}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-semibold">{post.title}</Heading>
        <p className="mt-3 flex-1 text-ink-soft">{post.excerpt}</p>
        <a href={`/blog/${post.slug}`} className="mt-5 inline-flex min-h-11 items-center font-semibold text-larkspur-deep underline underline-offset-4">
          Read More<span className="sr-only">: {post.title}</span>
        </a>
      </div>
    </article>
  )
}
