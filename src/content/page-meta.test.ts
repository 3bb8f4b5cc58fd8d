import { embeddedFacts } from '../../tests/embedded-facts'
import { pageMeta, type PageMetaInput } from './page-meta'
import { buildSeo } from './seo'

/** The main clinic's facts, read from the embedded practice model as the site reads them. */
const facts = embeddedFacts()
const metaFor = (input: Omit<PageMetaInput, 'facts'>) => pageMeta({ facts, ...input })

describe('pageMeta', () => {
  it('takes the SEO title, else "{page title} | {practice}", else the fixed document title', () => {
    expect(metaFor({ path: '/fees' }).title).toBe(facts.documentTitle)
    expect(metaFor({ path: '/fees', pageTitle: 'Fees & Price List' }).title).toBe(`Fees & Price List | ${facts.name}`)
    expect(metaFor({ path: '/fees', pageTitle: 'Fees', seo: buildSeo({ fields: { title: 'Prices at Larkspur' } }) }).title).toBe('Prices at Larkspur')
  })

  it('sets every other field by name, the description from og_description, and the canonical path', () => {
    const meta = metaFor({ path: '/fees', seo: buildSeo({ fields: { title: 'T', og_description: 'Our fees', og_locale: 'en_GB', robots: { index: 'index' } } }) })
    expect(meta.description).toBe('Our fees')
    expect(meta.other).toMatchObject({ og_locale: 'en_GB', og_description: 'Our fees' })
    expect(meta.other).not.toHaveProperty('robots')
    expect(meta.canonical).toBe('/fees')
  })

  it('is noindex when the page says so or when the CMS asks for it', () => {
    expect(metaFor({ path: '/a' }).noindex).toBe(false)
    expect(metaFor({ path: '/a', noindex: true }).noindex).toBe(true)
    expect(metaFor({ path: '/a', seo: buildSeo({ fields: { robots: { index: 'noindex' } } }) }).noindex).toBe(true)
  })
})

describe('pageMeta for the blog', () => {
  it('takes the page\'s own description when the CMS gives none', () => {
    expect(metaFor({ path: '/blog', description: 'Advice' }).description).toBe('Advice')
    expect(metaFor({ path: '/blog', description: 'Advice', seo: buildSeo({ fields: { og_description: 'From the CMS' } }) }).description).toBe('From the CMS')
  })

  it('makes a post an article with its dates, and names the feed', () => {
    const meta = metaFor({ path: '/blog/a', article: { publishedTime: '2026-01-01T00:00:00Z' }, feed: '/blog/rss.xml' })
    expect(meta.openGraph.type).toBe('article')
    expect(meta.article?.publishedTime).toBe('2026-01-01T00:00:00Z')
    expect(meta.feed).toBe('/blog/rss.xml')
    expect(metaFor({ path: '/blog' }).openGraph.type).toBe('website')
  })
})
