import { encode } from 'html-entities'

export interface SitemapUrl {
  /** An absolute URL. */
  readonly url: string
  /** ISO date-time of the last change, where known. */
  readonly lastModified?: string
}

/** A sitemaps.org `urlset`, one `<url>` per entry, with every value escaped for XML. */
export function sitemapXml(entries: readonly SitemapUrl[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${encode(entry.lastModified, { level: 'xml' })}</lastmod>\n` : ''
    return `<url>\n<loc>${encode(entry.url, { level: 'xml' })}</loc>\n${lastmod}</url>\n`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`
}
