import type { Metadata } from 'next'
import { PopularTreatments } from '@/components/blocks/popular-treatments'
import { BlogLayout } from '@/components/blog/blog-layout'
import { Pagination } from '@/components/blog/pagination'
import { PostList } from '@/components/blog/post-list'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { SearchBox } from '@/components/blog/search-box'
import { BLOG_PAGE_SIZE, listPosts, totalPages } from '@/content'
import { parsePageNumber } from '@/lib/page-number'
import { parseSearchQuery } from '@/lib/search-query'
import { unwrap } from '@/content/unwrap'
import { practice } from '@/site/practice'
import { nextCardPicture } from '@/components/blog/post-image'

// Results depend on the query: rendered per request, in full, so they work without JavaScript.
export const instant = false

export const metadata: Metadata = {
  title: { absolute: `Search the blog | ${practice.name}` },
  robots: { index: false, follow: true },
}

const searchHref = (text: string, page: number) => `/search?${new URLSearchParams({ search: text, ...(page > 1 ? { page: String(page) } : {}) })}`

export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  const params = await searchParams
  const text = parseSearchQuery(params.search)
  const page = params.page === undefined ? 1 : parsePageNumber(typeof params.page === 'string' ? params.page : undefined)
  if (page === null) return <NotFoundHere />

  const results = text ? unwrap(await listPosts({ page, perPage: BLOG_PAGE_SIZE, search: text }), searchHref(text, page)) : null
  const heading = text ? `Search results for “${text}”` : 'Search the blog'
  return (
    <>
      <BlogLayout title={heading} crumbs={[{ href: '/blog', label: 'Blog' }]}>
        <div className="mb-8 max-w-xl">
          <SearchBox defaultValue={text ?? undefined} />
        </div>
        {results && (
          <p role="status" className="mb-6 text-ink-soft">
            {results.total === 0 ? 'No articles matched.' : `${results.total} article${results.total === 1 ? '' : 's'} found.`}
          </p>
        )}
        {results && results.posts.length > 0 && <PostList posts={results.posts} pictureOf={nextCardPicture} />}
        {results && results.total === 0 && (
          <div className="rounded-3xl bg-sand p-6">
            <h2 className="text-2xl">Nothing found for “{text}”</h2>
            <ul className="mt-3 list-disc pl-5 text-ink-soft">
              <li>Check the spelling, or try a shorter or more general word such as “implant” or “whitening”.</li>
              <li>Browse the treatments below, or call us on {practice.phone.display} and ask the team.</li>
            </ul>
          </div>
        )}
        {results && text && <Pagination page={page} pages={totalPages(results)} hrefOf={(n) => searchHref(text, n)} label="Search result pages" />}
      </BlogLayout>
      {results && results.total === 0 && <PopularTreatments />}
    </>
  )
}
