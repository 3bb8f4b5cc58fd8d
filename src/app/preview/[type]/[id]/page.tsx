import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { RichText } from '@/components/blocks/rich-text'
import { BlogLayout } from '@/components/blog/blog-layout'
import { PostArticle } from '@/components/blog/post-article'
import { PageHero } from '@/components/layout/page-hero'
import { PreviewBar } from '@/components/preview-bar'
import { listCategories } from '@/content'
import { getDraft, type Draft } from '@/content/drafts'
import { practice } from '@/site/practice'

// Rendered per request, in full, and only for a browser in Draft Mode (see /api/preview): blocking
// lets a visitor without the cookie get a real 404 before anything streams.
export const instant = false

export const metadata: Metadata = {
  title: { absolute: `Preview | ${practice.name}` },
  robots: { index: false, follow: false, nocache: true },
}

/** Where 'Leave preview' goes: the published version, if there is one. */
function publishedPath(draft: Draft): string {
  if (draft.status !== 'publish') return '/'
  return draft.type === 'page' ? `/${draft.page.slug === 'homepage' ? '' : draft.page.slug}` : `/blog/${draft.post.slug}`
}

export default async function PreviewPage({ params }: PageProps<'/preview/[type]/[id]'>) {
  if (!(await draftMode()).isEnabled) notFound()
  const { type, id } = await params
  if ((type !== 'page' && type !== 'post') || !/^\d{1,12}$/.test(id)) notFound()
  const draft = await getDraft(type, Number(id))
  if (!draft) notFound()
  const bar = <PreviewBar status={draft.status} exitHref={`/api/preview/exit?to=${encodeURIComponent(publishedPath(draft))}`} />
  if (draft.type === 'page') {
    return (
      <article className="pb-16">
        <PageHero title={draft.page.title} lead={draft.page.seo.description} />
        <div className="container-page py-12 sm:py-16">
          <RichText html={draft.page.html} />
        </div>
        {bar}
      </article>
    )
  }
  const categories = await listCategories()
  return (
    <div className="pb-16">
      <BlogLayout crumbs={[{ href: '/blog', label: 'Blog' }]}>
        <PostArticle post={draft.post} categories={categories.ok ? categories.value : []} neighbours={{}} />
      </BlogLayout>
      {bar}
    </div>
  )
}
