import type { Metadata } from 'next'
import { CategoryPage, categoryMetadata } from '@/components/blog/category-page'
import { listCategories } from '@/content'

type Props = PageProps<'/categories/[slug]'>

export async function generateStaticParams() {
  const categories = await listCategories()
  return categories.ok && categories.value.length > 0 ? categories.value.map((category) => ({ slug: category.slug })) : [{ slug: '_' }]
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return categoryMetadata((await props.params).slug, 1)
}

export default async function CategoryFirstPage(props: Props) {
  return <CategoryPage slug={(await props.params).slug} page={1} />
}
