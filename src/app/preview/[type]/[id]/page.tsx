import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { RichText } from '@/components/blocks/rich-text'
import { BlogLayout } from '@/components/blog/blog-layout'
import { PostArticle } from '@/components/blog/post-article'
import { nextPostPicture } from '@/components/blog/post-image'
import { ARTICLE_SIZES } from '@/components/blog/post-picture'
import { PageHero } from '@/components/layout/page-hero'
import { PreviewBar } from '@/components/preview-bar'
import { listCategories } from '@/content'
import { getDraft, previewConfigured, type Draft } from '@/content/drafts'
import { env } from '@/env'
import { PREVIEW_COOKIE, previewAccess, readPreviewSession } from '@/publish/preview-session'
import { practice } from '@/site/practice'

// Rendered per request, in full, and only for the one item the browser's preview session names
// (see /api/preview): blocking lets anyone else get a real 404 before anything streams.
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
  if (!previewConfigured() || !env.CMS_WEBHOOK_SECRET) notFound()
  const { type, id } = await params
  const session = readPreviewSession(env.CMS_WEBHOOK_SECRET, (await cookies()).get(PREVIEW_COOKIE)?.value)
  const access = previewAccess(session, type, id)
  if (access === 'not found' || (type !== 'page' && type !== 'post')) notFound()
  if (access === 'expired') return <PreviewExpired />
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
        <PostArticle post={draft.post} picture={draft.post.image && nextPostPicture(draft.post.image, ARTICLE_SIZES)} categories={categories.ok ? categories.value : []} neighbours={{}} />
      </BlogLayout>
      {bar}
    </div>
  )
}

/** The link's time is up: say so, and how to get a fresh one (never a bare 404 for the editor). */
function PreviewExpired() {
  return (
    <article className="container-page py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">This preview link has expired</h1>
      <p className="prose-cms mt-4">
        Preview links last a few minutes. Press Preview in WordPress again to open a fresh one. Nothing here is public: visitors only see what
        is published.
      </p>
      <p className="mt-6">
        <a href="/api/preview/exit?to=/" className="font-semibold underline underline-offset-2">
          Leave preview
        </a>
      </p>
    </article>
  )
}
