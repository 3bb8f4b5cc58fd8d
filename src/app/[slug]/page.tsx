import type { Metadata } from 'next'
import { ContentPage, contentPageMetadata } from '@/components/content-page'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { practice } from '@/site/practice'
import { findRoute, routes, type RouteEntry } from '@/site/routes'
import { fragments } from './fragments'

type Props = PageProps<'/[slug]'>

/** The generic content route: every registry page without a route of its own, and the fragments. */
const served = (route: RouteEntry) => (route.kind === 'content' && !route.ownRoute) || route.kind === 'fragment'

export function generateStaticParams() {
  return routes.filter(served).map((route) => ({ slug: route.path }))
}

function lookUp(path: string): RouteEntry | null {
  const route = findRoute(path)
  return route && served(route) ? route : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = lookUp((await params).slug)
  if (!route) return notFoundMetadata()
  if (route.kind === 'fragment') return { title: { absolute: `${route.label} | ${practice.name}` }, robots: { index: false } }
  return contentPageMetadata(route.path)
}

export default async function GenericContentPage({ params }: Props) {
  const route = lookUp((await params).slug)
  if (!route) return <NotFoundHere />
  const fragment = fragments[route.path]
  if (route.kind === 'fragment' && fragment) return fragment()
  return <ContentPage path={route.path} />
}
