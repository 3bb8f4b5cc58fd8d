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
})
