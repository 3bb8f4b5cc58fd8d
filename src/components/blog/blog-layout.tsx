import type { ReactNode } from 'react'
import { HeroArt } from '../layout/hero-art'
import type { Crumb } from '../layout/page-hero'
import { BlogFrame } from './blog-frame'
import { BlogSidebar } from './blog-sidebar'

/** The blog's frame for the Next.js pages: BlogFrame with the sidebar loaded and next/image artwork. */
export function BlogLayout({ title, lead, crumbs = [], children }: { title?: string; lead?: string; crumbs?: readonly Crumb[]; children: ReactNode }) {
  return (
    <BlogFrame title={title} lead={lead} crumbs={crumbs} art={<HeroArt src="/media/heroes/practice.webp" />} sidebar={<BlogSidebar />}>
      {children}
    </BlogFrame>
  )
}
