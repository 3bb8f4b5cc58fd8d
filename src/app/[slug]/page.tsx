import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { GetInTouch } from '@/components/blocks/get-in-touch'
import { PopularTreatments } from '@/components/blocks/popular-treatments'
import { RichText } from '@/components/blocks/rich-text'
import { PageHero } from '@/components/layout/page-hero'
import { getPage } from '@/content'
import { metadataFromSeo } from '@/lib/metadata'
import { unwrap } from '@/lib/unwrap'
import { heroArtFor } from '@/site/artwork'
import { practice } from '@/site/practice'
import { findRoute, routes, type RouteEntry } from '@/site/routes'
import { fragments } from './fragments'
import { extrasFor } from './extras'

type Props = PageProps<'/[slug]'>

export function generateStaticParams() {
  return routes.filter((route) => route.kind === 'content' || route.kind === 'fragment').map((route) => ({ slug: route.path }))
}

function routeFor(path: string): RouteEntry {
  const route = findRoute(path)
  if (!route || (route.kind !== 'content' && route.kind !== 'fragment')) notFound()
  return route
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = routeFor((await params).slug)
  if (route.kind === 'fragment' || !route.slug) return { title: { absolute: `${route.label} | ${practice.name}` }, robots: { index: false } }
  const result = await getPage(route.slug)
  const page = result.ok ? result.value : null
  return metadataFromSeo({ seo: page?.seo, path: `/${route.path}` })
}

export default async function ContentPage({ params }: Props) {
  const route = routeFor((await params).slug)
  const fragment = fragments[route.path]
  if (route.kind === 'fragment' && fragment) return fragment()
  if (!route.slug) notFound()

  const page = unwrap(await getPage(route.slug), `/${route.path}`)
  const extras = extrasFor(route.path)
  return (
    <article>
      <PageHero title={page?.title || route.label} lead={page?.seo.description} art={heroArtFor(route.path)} />
      {extras.before}
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
      {extras.after}
      {!route.contentOnly && (
        <>
          <PopularTreatments />
          <GetInTouch />
        </>
      )}
    </article>
  )
}
