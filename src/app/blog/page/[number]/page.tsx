import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogListPage, blogListMetadata } from '@/components/blog/blog-list-page'
import { BLOG_PAGE_SIZE, listPosts, totalPages } from '@/content'
import { parsePageNumber } from '@/lib/page-number'

type Props = PageProps<'/blog/page/[number]'>

export async function generateStaticParams() {
  const first = await listPosts({ page: 1, perPage: BLOG_PAGE_SIZE })
  const pages = first.ok ? Math.max(1, totalPages(first.value)) : 1
  return Array.from({ length: pages }, (_, index) => ({ number: String(index + 1) }))
}

async function pageOf(props: Props): Promise<number> {
  const page = parsePageNumber((await props.params).number)
  if (page === null) notFound()
  return page
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return blogListMetadata(await pageOf(props))
}

export default async function BlogPageN(props: Props) {
  return <BlogListPage page={await pageOf(props)} />
}
