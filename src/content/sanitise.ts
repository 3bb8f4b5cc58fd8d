import sanitizeHtml from 'sanitize-html'
import { allowedIframeHosts, embedAttributes } from './sanitise-embeds'

export { allowedIframeHosts } from './sanitise-embeds'

/**
 * CMS HTML stays in its box (issue 15, point 5). Beyond removing what could run:
 * - `class` keeps only WordPress's own block classes, so an editor cannot borrow the site's
 *   utility classes (`fixed inset-0 z-50`) to lay a fake banner over the page;
 * - every `id` (and an anchor's `name`) gets a prefix no id of the site's uses, so CMS HTML can
 *   never repeat `main` or `getintouchform`; same-page links to those anchors follow;
 * - frames only from the two embed providers, sandboxed, with a short permission list;
 * - a link to another origin never hands it `window.opener` or the page's address.
 */
export const CMS_ID_PREFIX = 'cms-'

/**
 * WordPress block classes: wp-block-*, has-*-color, is-style-*, alignwide… Letters, digits, - and _
 * only. `columns-N` is the gallery's column count (issue 30); nothing else outside those prefixes.
 */
export const allowedClassPatterns = [/^wp-[a-z0-9_-]+$/, /^has-[a-z0-9_-]+$/, /^is-[a-z0-9_-]+$/, /^align(left|right|center|wide|full|none)$/, /^columns-(default|[1-8])$/]

/** rel words an editor may add to a link; noopener and noreferrer are ours to add. */
const EDITOR_REL = new Set(['nofollow', 'sponsored', 'ugc', 'external', 'tag', 'author', 'license'])

const prefixed = (value: string) => `${CMS_ID_PREFIX}${value}`

/** A fragment as the anchor it names: `#%` or `#a%zz` is not valid percent-encoding, so it names itself (issue 27, point 8). */
function fragmentName(fragment: string): string {
  try {
    return decodeURIComponent(fragment)
  } catch {
    return fragment
  }
}
const isOtherOrigin = (href: string | undefined) => !!href && /^(https?:)?\/\//i.test(href.trim())

/** Ids and anchor names the HTML defines, so that `#x` links to them can follow their prefix. */
function definedAnchors(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(/\s(?:id|name)\s*=\s*["']?([^"'\s>]+)/gi), (match) => match[1] ?? ''))
}

function linkAttributes(attribs: Record<string, string>, anchors: Set<string>): Record<string, string> {
  const next = { ...attribs }
  if (next.href?.startsWith('#') && anchors.has(fragmentName(next.href.slice(1)))) next.href = `#${prefixed(next.href.slice(1))}`
  // Only a new tab: a named target could reach into another window of the visitor's.
  if (next.target !== undefined && next.target !== '_blank') delete next.target
  const rel = (next.rel ?? '').toLowerCase().split(/\s+/).filter((word) => EDITOR_REL.has(word))
  if (isOtherOrigin(next.href) || next.target === '_blank') rel.push('noopener', 'noreferrer')
  if (rel.length > 0) next.rel = rel.join(' ')
  else delete next.rel
  return next
}

function optionsFor(anchors: Set<string>): sanitizeHtml.IOptions {
  return {
    // details and summary: WordPress's Details block (issue 30), kept working, always closed at first (no `open`).
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'picture', 'source', 'iframe', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'details', 'summary'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel', 'title', 'aria-label'],
      img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      source: ['srcset', 'sizes', 'type', 'media'],
      iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy', 'sandbox'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      '*': ['id', 'lang', 'dir'],
    },
    allowedClasses: { '*': allowedClassPatterns },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: allowedIframeHosts,
    allowIframeRelativeUrls: false,
    // An iframe whose source was refused goes entirely, not as an empty frame.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    transformTags: {
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' } }),
      iframe: (tagName, attribs) => ({ tagName, attribs: embedAttributes(attribs) }),
      a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs, anchors) }),
      // Runs after the tag's own transform, on every element.
      '*': (tagName, attribs) => {
        const next = { ...attribs }
        if (next.id) next.id = prefixed(next.id)
        if (next.name && tagName === 'a') next.name = prefixed(next.name)
        return { tagName, attribs: next }
      },
    },
  }
}

/** Allow-list sanitising of CMS HTML: no scripts, no event handlers, no javascript: URLs, and the rules above. */
export function sanitise(html: string): string {
  return sanitizeHtml(html, optionsFor(definedAnchors(html)))
}
