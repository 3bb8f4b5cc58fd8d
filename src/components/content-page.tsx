import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { getPage } from '@/content'
import { metadataFromSeo } from '@/content/metadata'
import { unwrap } from '@/content/unwrap'
import { heroArtFor } from '@/site/artwork'
import { practice } from '@/site/practice'
import { findRoute, type RouteEntry } from '@/site/routes'
import { GetInTouch } from './blocks/get-in-touch'
import { PopularTreatments } from './blocks/popular-treatments'
import { RichText } from './blocks/rich-text'
import { HeroArt } from './layout/hero-art'
import { LazyEnquiryForm } from './forms/lazy-forms'
import { PageHero } from './layout/page-hero'

function contentRoute(path: string): RouteEntry & { slug: string } {
  const route = findRoute(path)
  if (!route || route.kind !== 'content' || !route.slug) notFound()
  return { ...route, slug: route.slug }
}

export async function contentPageMetadata(path: string): Promise<Metadata> {
  const route = contentRoute(path)
  const result = await getPage(route.slug)
  const page = result.ok ? result.value : null
  return metadataFromSeo({ seo: page?.seo, path: `/${route.path}`, pageTitle: page?.title || route.label })
}

export interface ContentPageProps {
  /** The registry path (docs/requirements.md §2 route table spelling). */
  readonly path: string
  /** Sections before the CMS body (e.g. the finance calculator). */
  readonly before?: ReactNode
  /** Sections after the CMS body, before popular treatments and get-in-touch. */
  readonly after?: ReactNode
}

/**
 * A content page (docs/requirements.md §2): the CMS body by slug, then popular treatments and the
 * get-in-touch block, except on content-only pages. Pages with hand-written sections have a
 * route of their own that passes them in, so their client code is loaded only there.
 */
export async function ContentPage({ path, before, after }: ContentPageProps) {
  const route = contentRoute(path)
  const page = unwrap(await getPage(route.slug), `/${route.path}`)
  return (
    <article>
      <PageHero title={page?.title || route.label} lead={page?.seo.description} art={<HeroArt src={heroArtFor(route.path)} />} />
      {before}
      <div className="container-page py-12 sm:py-16">
        {page?.html ? (
          <RichText html={page.html} />
        ) : (
          <p className="prose-cms">
            This page is being updated. Please call us on <a href={practice.phone.href}>{practice.phone.display}</a> and we will
            gladly answer your questions.
          </p>
        )}
      </div>
      {after}
      {!route.contentOnly && (
        <>
          <PopularTreatments />
          <GetInTouch form={<LazyEnquiryForm phone={practice.phone.display} />} />
        </>
      )}
    </article>
  )
}
