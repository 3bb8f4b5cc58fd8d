import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CmsPage, cmsPageMetadata, isCmsOnlySlug } from '@/components/cms-page'
import { ContentPage, contentPageMetadata } from '@/components/content-page'
import { practice } from '@/site/practice'
import { findRoute, routes, type RouteEntry } from '@/site/routes'
import { fragments } from './fragments'

type Props = PageProps<'/[slug]'>

/** The generic content route: every registry page without a route of its own, and the fragments. */
const served = (route: RouteEntry) => (route.kind === 'content' && !route.ownRoute) || route.kind === 'fragment'

export function generateStaticParams() {
  return routes.filter(served).map((route) => ({ slug: route.path }))
}

/** The registry entry, or null for a page only the CMS knows (a new or renamed slug). */
function routeFor(path: string): RouteEntry | null {
  const route = findRoute(path)
  if (!route && isCmsOnlySlug(path)) return null
  if (!route || !served(route)) notFound()
  return route
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const route = routeFor(slug)
  if (!route) return cmsPageMetadata(slug)
  if (route.kind === 'fragment') return { title: { absolute: `${route.label} | ${practice.name}` }, robots: { index: false } }
  return contentPageMetadata(route.path)
}

export default async function GenericContentPage({ params }: Props) {
  const { slug } = await params
  const route = routeFor(slug)
  if (!route) return <CmsPage slug={slug} />
  const fragment = fragments[route.path]
  if (route.kind === 'fragment' && fragment) return fragment()
  return <ContentPage path={route.path} />
}
