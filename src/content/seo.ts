import { decode } from 'html-entities'
import type { ContentImage, Seo } from './types'

/** yoast_head_json fields that are never set as meta tags (docs/requirements.md §3 and §9). */
const ignoredFields = new Set(['robots', 'og_image', 'twitter_misc', 'schema'])

/** URL-unescape, then decode HTML entities: WordPress titles arrive in either form. */
export function cleanTitle(raw: string): string {
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    // Not URL-escaped (a stray % sign): keep it as it is.
  }
  return decode(text).trim()
}

export function stripTags(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim()
}

export interface SeoInput {
  /** The raw metadata record (yoast_head_json or front matter). */
  readonly fields: Readonly<Record<string, unknown>>
  readonly fallbackDescription?: string
  readonly ogImage?: ContentImage
  /** Maps a URL on the CMS host to this site's host (identity for embedded content). */
  readonly rewriteUrl?: (url: string) => string
}

/** Builds our Seo record from Yoast-style fields: every scalar field becomes a meta tag by name. */
export function buildSeo({ fields, fallbackDescription, ogImage, rewriteUrl = (url) => url }: SeoInput): Seo {
  const meta: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (ignoredFields.has(key)) continue
    if (typeof value === 'string' && value.trim() !== '') {
      meta[key] = /^https?:\/\//.test(value) ? rewriteUrl(value) : decode(value)
    } else if (typeof value === 'number') {
      meta[key] = String(value)
    }
  }
  const title = typeof fields.title === 'string' && fields.title.trim() ? cleanTitle(fields.title) : undefined
  const description = meta.og_description ?? meta.description ?? fallbackDescription
  if (title) meta.title = title
  if (description) meta.description = description
  return {
    title,
    description,
    canonical: meta.canonical,
    ogImage,
    meta,
  }
}
