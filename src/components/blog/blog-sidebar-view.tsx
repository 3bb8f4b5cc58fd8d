import type { Category, Post } from '@/content/types'
import { SearchBox } from './search-box'

/** docs/requirements.md §2: 'RECENT POST' (3 latest), 'CATEGORIES' (up to 50) and a search box. The page loads both lists. */
export function BlogSidebarView({ recent, categories }: { recent: readonly Pick<Post, 'slug' | 'title'>[]; categories: readonly Category[] }) {
  return (
    <aside aria-label="Blog" className="grid content-start gap-8">
      <SearchBox />
      <section aria-labelledby="recent-posts-title">
        <h2 id="recent-posts-title" className="font-sans text-sm font-bold tracking-widest text-ink-soft">
          RECENT POST
        </h2>
        <ul className="mt-3 grid gap-2">
          {recent.map((post) => (
            <li key={post.slug}>
              <a href={`/blog/${post.slug}`} className="inline-flex min-h-8 items-center font-medium text-ink hover:text-larkspur-deep hover:underline">
                {post.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="categories-title">
        <h2 id="categories-title" className="font-sans text-sm font-bold tracking-widest text-ink-soft">
          CATEGORIES
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.slug}>
              <a
                href={`/categories/${category.slug}`}
                className="inline-flex min-h-9 items-center rounded-full bg-larkspur-pale px-3 text-sm font-medium text-larkspur-deep hover:bg-larkspur hover:text-white"
              >
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  )
}
