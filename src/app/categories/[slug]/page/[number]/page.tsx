import type { Metadata } from 'next'
import { CategoryPage, categoryMetadata } from '@/components/blog/category-page'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { CATEGORY_PAGE_SIZE, listCategories, listPosts, totalPages } from '@/content'
import { notFoundMetadata } from '@/site/not-found-metadata'
import { parsePageNumber } from '@/lib/page-number'

type Props = PageProps<'/categories/[slug]/page/[number]'>

export async function generateStaticParams() {
  const categories = await listCategories()
  if (!categories.ok || categories.value.length === 0) return [{ slug: '_', number: '1' }]
  const params = await Promise.all(
    categories.value.map(async (category) => {
      const first = await listPosts({ page: 1, perPage: CATEGORY_PAGE_SIZE, categoryId: category.id })
      const pages = first.ok ? Math.max(1, totalPages(first.value)) : 1
      return Array.from({ length: pages }, (_, index) => ({ slug: category.slug, number: String(index + 1) }))
    }),
  )
  return params.flat()
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { slug, number } = await props.params
  const page = parsePageNumber(number)
  return page === null ? notFoundMetadata() : categoryMetadata(slug, page)
}

export default async function CategoryPageN(props: Props) {
  const { slug, number } = await props.params
  const page = parsePageNumber(number)
  return page === null ? <NotFoundHere /> : <CategoryPage slug={slug} page={page} />
}
