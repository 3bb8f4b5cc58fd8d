import { sitemapXml } from './sitemap-xml'

describe('sitemapXml', () => {
  it('writes one <url> per entry, with its last change where known', () => {
    const xml = sitemapXml([{ url: 'https://example.test/veneers' }, { url: 'https://example.test/blog/a', lastModified: '2026-01-02T03:04:05Z' }])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    expect(xml.match(/<url>/g)).toHaveLength(2)
    expect(xml).toContain('<loc>https://example.test/veneers</loc>\n</url>')
    expect(xml).toContain('<loc>https://example.test/blog/a</loc>\n<lastmod>2026-01-02T03:04:05Z</lastmod>')
  })

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml([{ url: 'https://example.test/search?a=1&b=<2>' }])).toContain('<loc>https://example.test/search?a=1&amp;b=&lt;2&gt;</loc>')
  })
})
