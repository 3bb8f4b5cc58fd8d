import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CategoryPage, categoryMetadata } from '@/components/blog/category-page'
import { CATEGORY_PAGE_SIZE, listCategories, listPosts, totalPages } from '@/content'
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

async function paramsOf(props: Props) {
  const { slug, number } = await props.params
  const page = parsePageNumber(number)
  if (page === null) notFound()
  return { slug, page }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { slug, page } = await paramsOf(props)
  return categoryMetadata(slug, page)
}

export default async function CategoryPageN(props: Props) {
  const { slug, page } = await paramsOf(props)
  return <CategoryPage slug={slug} page={page} />
}
