import type { Metadata } from 'next'
import type { Seo } from './types'
import { answerShowsErrors } from '@/forms/answer-title'
import { practice } from '@/site/practice'

/** Fields Next.js writes itself from the values below; the rest go out as <meta name=…>. */
const setByNext = new Set(['title', 'description'])

export interface MetadataInput {
  readonly seo?: Seo
  /** This page's path on this site, for the canonical URL. */
  readonly path: string
  readonly noindex?: boolean
  /** The page's own title: without an SEO title (WordPress without Yoast) the browser title is "{title} | {practice}". */
  readonly pageTitle?: string
}

/**
 * docs/requirements.md §4 and §9: the SEO title and every metadata field by name. Without an SEO title the
 * page's own title names it (one fixed title on every page would give search engines dozens of
 * duplicates); only a page with neither falls back to the fixed document title.
 */
export function metadataFromSeo({ seo, path, noindex, pageTitle }: MetadataInput): Metadata {
  const other: Record<string, string> = {}
  for (const [name, value] of Object.entries(seo?.meta ?? {})) {
    if (!setByNext.has(name)) other[name] = value
  }
  const ownTitle = pageTitle?.trim()
  const title = seo?.title || (ownTitle ? `${ownTitle} | ${practice.name}` : practice.documentTitle)
  return {
    // GOV.UK's error pattern: the answer to a form post with errors is titled "Error: …" (forms/answer-title.ts).
    title: { absolute: answerShowsErrors() ? `Error: ${title}` : title },
    description: seo?.description,
    alternates: { canonical: path },
    openGraph: {
      title: seo?.meta.og_title ?? title,
      description: seo?.description,
      url: path,
      siteName: practice.name,
      locale: 'en_GB',
      type: seo?.meta.og_type === 'article' ? 'article' : 'website',
      images: seo?.ogImage ? [{ url: seo.ogImage.url, width: seo.ogImage.width, height: seo.ogImage.height, alt: seo.ogImage.alt }] : ['/media/og-default.jpg'],
    },
    robots: noindex ? { index: false, follow: true } : undefined,
    other,
  }
}
