import type { ReactNode } from 'react'
import { Breadcrumbs, PageHero, type Crumb } from '../layout/page-hero'

/**
 * The blog's frame: the main column and the sidebar (docs/requirements.md §2, Blog). With a title it opens
 * with the hero band and its H1; without one (a post, which has its own H1) just the breadcrumbs.
 * The page passes the sidebar (BlogSidebarView) and the hero artwork in.
 */
export function BlogFrame({ title, lead, crumbs = [], art, sidebar, children }: { title?: string; lead?: string; crumbs?: readonly Crumb[]; art?: ReactNode; sidebar?: ReactNode; children: ReactNode }) {
  return (
    <>
      {title ? (
        <PageHero title={title} lead={lead} crumbs={crumbs} art={art} />
      ) : (
        <div className="bg-sand">
          <div className="container-page py-4">
            <Breadcrumbs crumbs={crumbs} />
          </div>
        </div>
      )}
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">{children}</div>
        {sidebar}
      </div>
    </>
  )
}
