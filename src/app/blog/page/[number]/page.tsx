import type { Metadata } from 'next'
import { BlogListPage, blogListMetadata } from '@/components/blog/blog-list-page'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { BLOG_PAGE_SIZE, listPosts, totalPages } from '@/content'
import { notFoundMetadata } from '@/site/not-found-metadata'
import { parsePageNumber } from '@/lib/page-number'

type Props = PageProps<'/blog/page/[number]'>

export async function generateStaticParams() {
  const first = await listPosts({ page: 1, perPage: BLOG_PAGE_SIZE })
  const pages = first.ok ? Math.max(1, totalPages(first.value)) : 1
  return Array.from({ length: pages }, (_, index) => ({ number: String(index + 1) }))
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = parsePageNumber((await props.params).number)
  if (page === null) return notFoundMetadata()
  // A page past the last is a 404: its title says so (the content call is cached).
  const result = page > 1 ? await listPosts({ page, perPage: BLOG_PAGE_SIZE }) : null
  return result?.ok && result.value.posts.length === 0 ? notFoundMetadata() : blogListMetadata(page)
}

export default async function BlogPageN(props: Props) {
  const page = parsePageNumber((await props.params).number)
  return page === null ? <NotFoundHere /> : <BlogListPage page={page} />
}
