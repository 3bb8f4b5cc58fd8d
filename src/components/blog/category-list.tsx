import Link from 'next/link'
import { listCategories } from '@/content'
import { unwrap } from '@/content/unwrap'

/** Every blog category with its description: the body of /categories. */
export async function CategoryList() {
  const categories = unwrap(await listCategories(), '/categories')
  return (
    <section className="container-page py-12" aria-labelledby="all-categories-title">
      <h2 id="all-categories-title" className="text-3xl">
        Blog categories
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link href={`/categories/${category.slug}`} className="block rounded-2xl p-5 ring-1 ring-line hover:bg-larkspur-pale">
              <span className="font-display text-xl font-semibold">{category.name}</span>
              {category.description && <span className="mt-1 block text-ink-soft">{category.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
