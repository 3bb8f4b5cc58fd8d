import path from 'node:path'
import { describeContentContract } from '../contract'
import { routes } from '@/site/routes'
import { createEmbeddedSource } from '.'

const source = createEmbeddedSource(path.resolve('content'))

describeContentContract('embedded', () => source)

describe('embedded content', () => {
  it('has a page with real copy for every content slug of the route table', async () => {
    const slugs = [...new Set(routes.flatMap((route) => (route.slug ? [route.slug] : [])))]
    for (const slug of slugs) {
      const page = await source.getPage(slug)
      expect(page, `content/pages/${slug}.md`).not.toBeNull()
      expect(page?.html, slug).not.toMatch(/lorem ipsum|coming soon/i)
      expect(page?.seo.description?.length, `${slug} seo.description`).toBeGreaterThan(50)
    }
  })

  it('has at least 13 posts across at least 4 categories, each with an image file', async () => {
    const { posts, total } = await source.listPosts({ page: 1, perPage: 100 })
    expect(total).toBeGreaterThanOrEqual(13)
    expect(new Set(posts.flatMap((post) => post.categoryIds)).size).toBeGreaterThanOrEqual(4)
    const fs = await import('node:fs')
    for (const post of posts) expect(fs.existsSync(path.join('public', post.image?.url ?? 'missing')), post.slug).toBe(true)
  })

  it('links only to routes the site has', async () => {
    const known = new Set(routes.map((route) => `/${route.path}`))
    const { posts } = await source.listPosts({ page: 1, perPage: 100 })
    const pages = await Promise.all(routes.flatMap((route) => (route.slug ? [source.getPage(route.slug)] : [])))
    const bodies = [...pages.map((page) => page?.html ?? ''), ...posts.map((post) => post.html)]
    const postPaths = new Set(posts.map((post) => `/blog/${post.slug}`))
    for (const html of bodies) {
      for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) {
        const target = href ?? ''
        if (target.startsWith('/categories/') || target === '/blog') continue
        expect(known.has(target) || postPaths.has(target), target).toBe(true)
      }
    }
  })

  it('matches search words whole, case- and accent-insensitively', async () => {
    expect((await source.listPosts({ page: 1, perPage: 5, search: 'MARMALADE' })).total).toBe(1)
    expect((await source.listPosts({ page: 1, perPage: 5, search: 'marma' })).total).toBe(1)
    expect((await source.listPosts({ page: 1, perPage: 5, search: 'armalade' })).total).toBe(0)
    expect((await source.listPosts({ page: 1, perPage: 5, search: 'zzqx' })).total).toBe(0)
  })
})

describe('embedded content after npm run content:refresh', () => {
  it('is read again from disk, and only then', async () => {
    const { cp, mkdtemp, readFile, rm, writeFile } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const { reloadEmbeddedContent } = await import('../generation')
    const dir = await mkdtemp(path.join(tmpdir(), 'content-'))
    try {
      await cp(path.resolve('content'), dir, { recursive: true })
      const copy = createEmbeddedSource(dir)
      const before = (await copy.getPage('fees'))?.title
      const file = path.join(dir, 'pages', 'fees.md')
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^title: .*$/m, 'title: Fees, edited'))
      expect((await copy.getPage('fees'))?.title).toBe(before)
      reloadEmbeddedContent()
      expect((await copy.getPage('fees'))?.title).toBe('Fees, edited')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
