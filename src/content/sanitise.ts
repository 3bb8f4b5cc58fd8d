import sanitizeHtml from 'sanitize-html'

/** Hosts whose players may be embedded in CMS HTML. */
export const allowedIframeHosts = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
  'www.openstreetmap.org',
  'www.google.com',
]

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'figure', 'figcaption', 'picture', 'source', 'iframe', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title', 'aria-label'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'type', 'media'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['id', 'class', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: allowedIframeHosts,
  allowIframeRelativeUrls: false,
  // An iframe whose source was refused goes entirely, not as an empty frame.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' },
    }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', referrerpolicy: 'no-referrer' } }),
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
}

/** Allow-list sanitising of CMS HTML: no scripts, no event handlers, no javascript: URLs, vetted iframes only. */
export function sanitise(html: string): string {
  return sanitizeHtml(html, options)
}
