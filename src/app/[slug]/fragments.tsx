import Link from 'next/link'
import type { ReactNode } from 'react'
import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { BrandLogos } from '@/components/blocks/brand-logos'
import { GetInTouch } from '@/components/blocks/get-in-touch'
import { PopularTreatments } from '@/components/blocks/popular-treatments'
import { TestimonialList } from '@/components/blocks/testimonial-list'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { listCategories } from '@/content'
import { accreditations } from '@/site/accreditations'

async function CategoryList() {
  const categories = await listCategories()
  return (
    <section className="container-page py-12" aria-labelledby="all-categories-title">
      <h2 id="all-categories-title" className="text-3xl">
        Blog categories
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {categories.ok &&
          categories.value.map((category) => (
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

/** The fragment routes of SPEC section 2: one block each, noindex, out of the sitemap. */
export const fragments: Record<string, () => ReactNode> = {
  header: () => <Header />,
  footer: () => <Footer />,
  brandlogo: () => (
    <div className="container-page py-12">
      <BrandLogos logos={accreditations} />
    </div>
  ),
  getintouch: () => <GetInTouch />,
  'popular-treatments': () => <PopularTreatments />,
  'blog-sidebar': () => (
    <div className="container-page max-w-md py-12">
      <BlogSidebar />
    </div>
  ),
  testimonial: () => <TestimonialList />,
  categories: () => <CategoryList />,
}
