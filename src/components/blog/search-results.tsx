import type { Post, PostPage } from '@/content/types'
import { totalPages } from '@/content/types'
import type { Phone } from '@/practice/site-facts'
import { Pagination } from './pagination'
import { PostList } from './post-list'
import type { ImageView } from './post-picture'
import { SearchBox } from './search-box'

export const searchHref = (text: string, page: number) => `/search?${new URLSearchParams({ search: text, ...(page > 1 ? { page: String(page) } : {}) })}`

/** What /search says about itself: noindex, its browser title, and its heading for the text searched. */
export const searchPage = {
  title: (practiceName: string) => `Search the blog | ${practiceName}`,
  heading: (text: string | null) => (text ? `Search results for “${text}”` : 'Search the blog'),
} as const

/**
 * /search's main column (docs/requirements.md §2): the box, how many matched, the cards, a 'Nothing found' block and
 * pagination. `results` is null when no text was given; `phone` is the number the 'Nothing found' block offers. The page loads them and makes the pictures;
 * with nothing found it also shows popular treatments below the frame.
 */
export function SearchResults({ text, page, results, pictureOf, phone }: { text: string | null; page: number; results: PostPage | null; pictureOf: (post: Post) => ImageView | undefined; phone: Phone }) {
  return (
    <>
      <div className="mb-8 max-w-xl">
        <SearchBox defaultValue={text ?? undefined} />
      </div>
      {results && (
        <p role="status" className="mb-6 text-ink-soft">
          {results.total === 0 ? 'No articles matched.' : `${results.total} article${results.total === 1 ? '' : 's'} found.`}
        </p>
      )}
      {results && results.posts.length > 0 && <PostList posts={results.posts} pictureOf={pictureOf} />}
      {results && results.total === 0 && (
        <div className="rounded-3xl bg-sand p-6">
          <h2 className="text-2xl">Nothing found for “{text}”</h2>
          <ul className="mt-3 list-disc pl-5 text-ink-soft">
            <li>Check the spelling, or try a shorter or more general word such as “implant” or “whitening”.</li>
            <li>Browse the treatments below, or call us on {phone.display} and ask the team.</li>
          </ul>
        </div>
      )}
      {results && text && <Pagination page={page} pages={totalPages(results)} hrefOf={(n) => searchHref(text, n)} label="Search result pages" />}
    </>
  )
}
