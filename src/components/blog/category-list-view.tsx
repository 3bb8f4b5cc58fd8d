import type { Category } from '@/content/types'
import { Section, SectionTitle } from '@/components/ui/section'

/** Every blog category with its description: the body of /categories. The page loads them. */
export function CategoryListView({ categories }: { categories: readonly Category[] }) {
  return (
    <Section id="all-categories" compact>
      <SectionTitle id="all-categories">Blog categories</SectionTitle>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <a href={`/categories/${category.slug}`} className="block rounded-2xl p-5 ring-1 ring-line hover:bg-larkspur-pale">
              <span className="font-display text-xl font-semibold">{category.name}</span>
              {category.description && <span className="mt-1 block text-ink-soft">{category.description}</span>}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
