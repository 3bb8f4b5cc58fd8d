import { pageMeta } from './page-meta'
import { practice } from '@/site/practice'
import { buildSeo } from './seo'

describe('pageMeta', () => {
  it('takes the SEO title, else "{page title} | {practice}", else the fixed document title', () => {
    expect(pageMeta({ path: '/fees' }).title).toBe(practice.documentTitle)
    expect(pageMeta({ path: '/fees', pageTitle: 'Fees & Price List' }).title).toBe(`Fees & Price List | ${practice.name}`)
    expect(pageMeta({ path: '/fees', pageTitle: 'Fees', seo: buildSeo({ fields: { title: 'Prices at Larkspur' } }) }).title).toBe('Prices at Larkspur')
  })

  it('sets every other field by name, the description from og_description, and the canonical path', () => {
    const meta = pageMeta({ path: '/fees', seo: buildSeo({ fields: { title: 'T', og_description: 'Our fees', og_locale: 'en_GB', robots: { index: 'index' } } }) })
    expect(meta.description).toBe('Our fees')
    expect(meta.other).toMatchObject({ og_locale: 'en_GB', og_description: 'Our fees' })
    expect(meta.other).not.toHaveProperty('robots')
    expect(meta.canonical).toBe('/fees')
  })

  it('is noindex when the page says so or when the CMS asks for it', () => {
    expect(pageMeta({ path: '/a' }).noindex).toBe(false)
    expect(pageMeta({ path: '/a', noindex: true }).noindex).toBe(true)
    expect(pageMeta({ path: '/a', seo: buildSeo({ fields: { robots: { index: 'noindex' } } }) }).noindex).toBe(true)
  })
})

describe('pageMeta for the blog', () => {
  it('takes the page\'s own description when the CMS gives none', () => {
    expect(pageMeta({ path: '/blog', description: 'Advice' }).description).toBe('Advice')
    expect(pageMeta({ path: '/blog', description: 'Advice', seo: buildSeo({ fields: { og_description: 'From the CMS' } }) }).description).toBe('From the CMS')
  })

  it('makes a post an article with its dates, and names the feed', () => {
    const meta = pageMeta({ path: '/blog/a', article: { publishedTime: '2026-01-01T00:00:00Z' }, feed: '/blog/rss.xml' })
    expect(meta.openGraph.type).toBe('article')
    expect(meta.article?.publishedTime).toBe('2026-01-01T00:00:00Z')
    expect(meta.feed).toBe('/blog/rss.xml')
    expect(pageMeta({ path: '/blog' }).openGraph.type).toBe('website')
  })
})
