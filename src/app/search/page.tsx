import type { Metadata } from 'next'
import { PopularTreatments } from '@/components/blocks/popular-treatments'
import { BlogLayout } from '@/components/blog/blog-layout'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { SearchResults, searchHref, searchPage } from '@/components/blog/search-results'
import { BLOG_PAGE_SIZE, listPosts } from '@/content'
import { parsePageNumber } from '@/lib/page-number'
import { parseSearchQuery } from '@/lib/search-query'
import { unwrap } from '@/content/unwrap'
import { nextCardPicture } from '@/components/blog/post-image'

// Results depend on the query: rendered per request, in full, so they work without JavaScript.
export const instant = false

export const metadata: Metadata = {
  title: { absolute: searchPage.title },
  robots: { index: false, follow: true },
}

export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  const params = await searchParams
  const text = parseSearchQuery(params.search)
  const page = params.page === undefined ? 1 : parsePageNumber(typeof params.page === 'string' ? params.page : undefined)
  if (page === null) return <NotFoundHere />

  const results = text ? unwrap(await listPosts({ page, perPage: BLOG_PAGE_SIZE, search: text }), searchHref(text, page)) : null
  return (
    <>
      <BlogLayout title={searchPage.heading(text)} crumbs={[{ href: '/blog', label: 'Blog' }]}>
        <SearchResults text={text} page={page} results={results} pictureOf={nextCardPicture} />
      </BlogLayout>
      {results && results.total === 0 && <PopularTreatments />}
    </>
  )
}
