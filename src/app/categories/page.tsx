import type { Metadata } from 'next'
import { practice } from '@/site/practice'
import { CategoryList } from '@/components/blog/category-list'

// The 'categories' route of the route table (docs/requirements.md §2): the category list as a fragment (noindex).
export const metadata: Metadata = { title: { absolute: `Blog Categories | ${practice.name}` }, robots: { index: false } }

export default function CategoriesPage() {
  return <CategoryList />
}
