import path from 'node:path'
import { createEmbeddedSource } from '@/content/local'
import { routes } from '@/site/routes'
import { sitemapEntries } from './sitemap-entries'

describe('sitemapEntries', () => {
  it('lists every indexable route, each post with its last change and each category; no fragment', async () => {
    const source = createEmbeddedSource(path.resolve('content'))
    const [posts, categories, practice] = await Promise.all([source.listPosts({ page: 1, perPage: 100 }), source.listCategories(50), source.getPractice()])
    const clinics = practice.group.clinics.map((clinic) => clinic.slug)
    const entries = sitemapEntries('https://example.test', posts.posts, categories, clinics)
    const urls = entries.map((entry) => entry.url)
    expect(urls).toContain('https://example.test')
    expect(urls).toContain('https://example.test/veneers')
    expect(urls).not.toContain('https://example.test/blog-sidebar')
    expect(urls.filter((url) => url.startsWith('https://example.test/categories/'))).toHaveLength(categories.length)
    const post = posts.posts[0]!
    expect(entries).toContainEqual({ url: `https://example.test/blog/${post.slug}`, lastModified: post.modified ?? post.date })
    for (const slug of clinics) expect(urls).toContain(`https://example.test/our-clinics/${slug}`)
    expect(entries).toHaveLength(routes.filter((route) => route.kind !== 'fragment').length + clinics.length + posts.posts.length + categories.length)
  })

  it('lists a page published at a slug the registry does not know, once, unless it asks not to be indexed (issue 45)', async () => {
    const source = createEmbeddedSource(path.resolve('content'))
    const pages = await source.listPages()
    // The embedded block test page is published at a slug of its own and kept out of search engines.
    expect(pages).toContainEqual(expect.objectContaining({ slug: 'block-test', noindex: true }))
    const urls = sitemapEntries('https://example.test', [], [], [], [...pages, { slug: 'summer-smiles', modified: '2026-12-01T09:30:00Z' }]).map((entry) => entry.url)
    expect(urls).toContain('https://example.test/summer-smiles')
    expect(urls).not.toContain('https://example.test/block-test')
    expect(urls.filter((url) => url === 'https://example.test/veneers')).toHaveLength(1)
    expect(new Set(urls).size).toBe(urls.length)
  })
})
