import type { Category, Post } from '@/content/types'
import { formatLongDate } from '@/lib/dates'
import { RichText } from '../blocks/rich-text'
import { PostPicture, type ImageView } from './post-picture'

export interface Neighbours {
  readonly previous?: Pick<Post, 'slug' | 'title'>
  readonly next?: Pick<Post, 'slug' | 'title'>
}

/** The posts either side of this one in `posts` (newest first): the newer is 'previous'. */
export function postNeighbours(posts: readonly Post[], slug: string): Neighbours {
  const index = posts.findIndex((candidate) => candidate.slug === slug)
  return { previous: index > 0 ? posts[index - 1] : undefined, next: index >= 0 ? posts[index + 1] : undefined }
}

/** A blog post: image, title, date, categories, the full sanitised content and previous/next links. */
export function PostArticle({ post, picture, categories, neighbours }: { post: Post; picture?: ImageView; categories: readonly Category[]; neighbours: Neighbours }) {
  const own = categories.filter((category) => post.categoryIds.includes(category.id))
  const date = formatLongDate(post.date)
  return (
    <article>
      <header>
        <h1 className="text-4xl font-semibold sm:text-5xl">{post.title}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-soft">
          {date && <time dateTime={post.date}>{date}</time>}
          {date && own.length > 0 && <span aria-hidden="true">·</span>}
          {own.map((category) => (
            <a key={category.slug} href={`/categories/${category.slug}`} className="inline-flex min-h-8 items-center rounded-full bg-larkspur-pale px-3 text-sm font-medium text-larkspur-deep hover:bg-larkspur hover:text-white">
              {category.name}
            </a>
          ))}
        </p>
      </header>
      {picture && <PostPicture picture={picture} urgency="preload" className="mt-8 rounded-3xl" />}
      <div className="mt-10">
        <RichText html={post.html} />
      </div>
      <nav aria-label="More articles" className="mt-12 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
        {neighbours.previous && (
          <a href={`/blog/${neighbours.previous.slug}`} rel="prev" className="rounded-2xl p-4 ring-1 ring-line hover:bg-larkspur-pale">
            <span className="block text-sm text-ink-soft">Newer article</span>
            <span className="font-semibold">{neighbours.previous.title}</span>
          </a>
        )}
        {neighbours.next && (
          <a href={`/blog/${neighbours.next.slug}`} rel="next" className="rounded-2xl p-4 text-right ring-1 ring-line hover:bg-larkspur-pale sm:col-start-2">
            <span className="block text-sm text-ink-soft">Older article</span>
            <span className="font-semibold">{neighbours.next.title}</span>
          </a>
        )}
      </nav>
    </article>
  )
}
