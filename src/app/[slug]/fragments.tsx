import type { ReactNode } from 'react'
import { LazyEnquiryForm } from '@/components/forms/lazy-forms'
import { practice } from '@/site/practice'
import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { CategoryList } from '@/components/blog/category-list'
import { BrandLogos } from '@/components/blocks/brand-logos'
import { GetInTouch } from '@/components/blocks/get-in-touch'
import { PopularTreatments } from '@/components/blocks/popular-treatments'
import { TestimonialList } from '@/components/blocks/testimonial-list'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { accreditations } from '@/site/accreditations'

/** The fragment routes of docs/requirements.md §2: one block each, noindex, out of the sitemap. */
export const fragments: Record<string, () => ReactNode> = {
  header: () => <Header />,
  footer: () => <Footer />,
  brandlogo: () => (
    <div className="container-page py-12">
      <BrandLogos logos={accreditations} />
    </div>
  ),
  getintouch: () => <GetInTouch form={<LazyEnquiryForm phone={practice.phone.display} />} />,
  'popular-treatments': () => <PopularTreatments />,
  'blog-sidebar': () => (
    <div className="container-page max-w-md py-12">
      <BlogSidebar />
    </div>
  ),
  testimonial: () => <TestimonialList />,
  categories: () => <CategoryList />,
}
