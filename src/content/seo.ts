import { decode } from 'html-entities'
import sanitizeHtml from 'sanitize-html'
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

/** A description's length: about 155 characters, never more than 160 (what search results show). */
export const DESCRIPTION_TARGET = 155
export const DESCRIPTION_MAX = 160

/** Blocks whose text is never a page's description: lists, tables, quotes, figures, hidden answers, code. */
const NOT_PROSE = ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'blockquote', 'table', 'ul', 'ol', 'dl', 'figure', 'details', 'pre', 'iframe', 'object', 'svg']
const BARE_URL = /^https?:\/\/\S+$/i

/** Text cut at a word boundary to about 155 characters, with an ellipsis when cut. */
export function clampDescription(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text
  const cut = text.slice(0, DESCRIPTION_TARGET + 1)
  const space = cut.lastIndexOf(' ')
  const words = (space > DESCRIPTION_TARGET / 2 ? cut.slice(0, space) : cut.slice(0, DESCRIPTION_TARGET)).replace(/[\s,;:.\-–—]+$/, '')
  return `${words}…`
}

/**
 * A page's description when the CMS gives none (issue 30): the text of its first paragraph, not a
 * list, table, quote or a paragraph that is only a link's address (a video typed as a URL), cut to
 * about 155 characters. sanitize-html is the parser: everything but <p> goes, and the blocks above
 * go with their text, so what is left is the body's own paragraphs.
 */
export function firstParagraph(html: string): string | undefined {
  const paragraphs = sanitizeHtml(html, { allowedTags: ['p', 'br'], allowedAttributes: {}, nonTextTags: NOT_PROSE })
  for (const match of paragraphs.matchAll(/<p>([\s\S]*?)<\/p>/g)) {
    // Only text and <br> are left inside: a line break is a space, inline tags were taken out whole.
    const text = decode((match[1] ?? '').replace(/<br\s*\/?>/g, ' ')).replace(/\s+/g, ' ').trim()
    if (text && !BARE_URL.test(text)) return clampDescription(text)
  }
  return undefined
}

export interface SeoInput {
  /** The raw metadata record (yoast_head_json or front matter). */
  readonly fields: Readonly<Record<string, unknown>>
  readonly fallbackDescription?: string
  readonly ogImage?: ContentImage
  /** Maps a URL on the CMS host to this site's host (identity for embedded content). */
  readonly rewriteUrl?: (url: string) => string
}

/**
 * Whether the page asks not to be indexed: Yoast's `robots.index` ("noindex"), or a `robots` string
 * in embedded front matter ("noindex, follow"). Only that is honoured; robots is never a meta tag.
 */
export function asksNoindex(robots: unknown): boolean {
  if (typeof robots === 'string') return /\bnoindex\b/i.test(robots)
  return typeof robots === 'object' && robots !== null && 'index' in robots && robots.index === 'noindex'
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
    ...(asksNoindex(fields.robots) ? { noindex: true } : {}),
  }
}
