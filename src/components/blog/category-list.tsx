import { listCategories } from '@/content'
import { unwrap } from '@/content/unwrap'
import { CategoryListView } from './category-list-view'

/** /categories for the Next.js pages: loads the categories, then the view. */
export async function CategoryList() {
  return <CategoryListView categories={unwrap(await listCategories(), '/categories')} />
}
