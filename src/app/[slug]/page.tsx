import type { Metadata } from 'next'
import { CmsPage, cmsPageMetadata, isCmsOnlySlug } from '@/components/cms-page'
import { ContentPage, contentPageMetadata } from '@/components/content-page'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { notFoundMetadata } from '@/site/not-found-metadata'
import { practice } from '@/site/practice'
import { findRoute, routes, type RouteEntry } from '@/site/routes'
import { fragments } from './fragments'

type Props = PageProps<'/[slug]'>

/** The generic content route: every registry page without a route of its own, and the fragments. */
const served = (route: RouteEntry) => (route.kind === 'content' && !route.ownRoute) || route.kind === 'fragment'

export function generateStaticParams() {
  return routes.filter(served).map((route) => ({ slug: route.path }))
}

/** The registry entry this route serves, or null (an unknown path, or a page only the CMS knows). */
function lookUp(path: string): RouteEntry | null {
  const route = findRoute(path)
  return route && served(route) ? route : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const route = lookUp(slug)
  if (!route) return isCmsOnlySlug(slug) ? cmsPageMetadata(slug) : notFoundMetadata()
  if (route.kind === 'fragment') return { title: { absolute: `${route.label} | ${practice.name}` }, robots: { index: false } }
  return contentPageMetadata(route.path)
}

export default async function GenericContentPage({ params }: Props) {
  const { slug } = await params
  const route = lookUp(slug)
  // A published CMS page the registry does not know (a new or renamed slug), else the 404.
  if (!route) return isCmsOnlySlug(slug) ? <CmsPage slug={slug} /> : <NotFoundHere />
  const fragment = fragments[route.path]
  if (route.kind === 'fragment' && fragment) return fragment()
  return <ContentPage path={route.path} />
}
