import { practice } from '@/site/practice'
import { metadataFromSeo } from './metadata'

describe('metadataFromSeo', () => {
  it('uses the fixed document title when the page has no SEO title', () => {
    expect(metadataFromSeo({ path: '/fees' }).title).toEqual({ absolute: practice.documentTitle })
  })

  it('without an SEO title (WordPress without Yoast) names the page: "{title} | {practice}"', () => {
    expect(metadataFromSeo({ path: '/fees', pageTitle: 'Fees & Price List' }).title).toEqual({ absolute: `Fees & Price List | ${practice.name}` })
    expect(metadataFromSeo({ path: '/fees', pageTitle: '  ' }).title).toEqual({ absolute: practice.documentTitle })
  })

  it("uses the page's SEO title, canonical on this site, and every field as a named meta tag", () => {
    const metadata = metadataFromSeo({
      path: '/fees',
      seo: { title: 'Fees | Larkspur', description: 'Prices', meta: { title: 'Fees | Larkspur', description: 'Prices', og_locale: 'en_GB', twitter_card: 'summary' } },
    })
    expect(metadata.title).toEqual({ absolute: 'Fees | Larkspur' })
    expect(metadata.description).toBe('Prices')
    expect(metadata.alternates?.canonical).toBe('/fees')
    expect(metadata.other).toEqual({ og_locale: 'en_GB', twitter_card: 'summary' })
  })

  it('marks fragments noindex', () => {
    expect(metadataFromSeo({ path: '/header', noindex: true }).robots).toEqual({ index: false, follow: true })
  })
})
