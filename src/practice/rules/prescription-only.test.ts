import { readFileSync } from 'node:fs'
import matter from 'gray-matter'
import { embeddedPractice } from '../../../tests/embedded-facts'
import { formatPounds } from '@/finance'
import type { Practice, Treatment } from '../model'
import { isConsultation, prescriptionOnlyContent, prescriptionOnlyModel, prescriptionOnlyPage } from './prescription-only'

const practice = embeddedPractice()
const treatment = practice.treatments.find((candidate) => candidate.prescriptionOnly)
if (!treatment) throw new Error('the embedded model marks no treatment prescription-only')
const consultation = treatment.options.find(isConsultation)
if (!consultation) throw new Error('no consultation option')
const pagePath = `/${treatment.slug}`

const withTreatment = (changes: Partial<Treatment>): Practice => ({
  ...practice,
  treatments: practice.treatments.map((candidate) => (candidate.slug === treatment.slug ? { ...candidate, ...changes } : candidate)),
})
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`
const page = (html: string, path = pagePath) => prescriptionOnlyPage.check({ path, html }, practice)
const ownPrice = formatPounds(consultation.from)

describe('prescription-only medicines (CAP Code 12.12)', () => {
  it('passes the embedded model: a consultation only, no finance, no cases', () => {
    expect(prescriptionOnlyModel.check(practice)).toEqual([])
  })

  it('refuses a priced treatment option, finance, cases and a missing consultation, naming the record and the rule', () => {
    const priced = { ...consultation, id: 'one-area', name: 'Anti-wrinkle treatment, one area', from: 180 }
    const findings = prescriptionOnlyModel.check(withTreatment({ options: [priced], finance: true, cases: [{ before: { src: '/a.jpg', alt: 'a' }, after: { src: '/b.jpg', alt: 'b' }, consentDate: '2026-01-01', clinician: 'eleanor-marsh', timescale: 'Two weeks', unretouched: true }] }))
    expect(findings.map((finding) => finding.where)).toEqual([`treatments[${treatment.slug}].options[one-area]`, `treatments[${treatment.slug}].options`, `treatments[${treatment.slug}].finance`, `treatments[${treatment.slug}].cases`])
    expect(findings.every((finding) => finding.rule === 'prescription-only')).toBe(true)
  })

  it("passes a page with only the consultation's price and offer", () => {
    const offer = { '@type': 'Offer', name: consultation.name, priceSpecification: { minPrice: consultation.from, price: consultation.from }, itemOffered: { '@type': 'Service', url: `https://x.example${pagePath}` } }
    expect(page(`<head><meta name="description" content="A consultation, ${ownPrice}.">${jsonLd(offer)}</head><main><p>${ownPrice}</p></main>`)).toEqual([])
  })

  it('finds another price, a finance example, a monthly payment and a claim anywhere on its page, the <head> included', () => {
    const messages = page(`<head><meta property="og:description" content="Effects last around three to four months."></head><main><p>One area &pound;180</p><p>Representative example: 12 payments of £15 per month</p></main>`).map((finding) => finding.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('price other than the consultation'),
        expect.stringContaining('finance example'),
        expect.stringContaining('monthly payment'),
        expect.stringContaining('"last around"'),
        expect.stringContaining('three to four months'),
      ]),
    )
    expect(page('<main><p>It smooths lines and the results look natural.</p></main>').map((finding) => finding.message)).toEqual([expect.stringContaining('"results"'), expect.stringContaining('"smooths"')])
  })

  it('finds an offer of the treatment other than the consultation in structured data on any page, /fees included', () => {
    const offer = { '@type': 'Offer', name: 'Anti-wrinkle treatment, one area', priceSpecification: { price: 180 }, itemOffered: { '@type': 'Service', url: `https://x.example${pagePath}` } }
    const findings = page(jsonLd({ '@type': 'OfferCatalog', itemListElement: [offer] }), '/fees')
    expect(findings).toEqual([expect.objectContaining({ rule: 'prescription-only', where: '/fees', message: expect.stringContaining('only its consultation') })])
    expect(page(jsonLd(offer)).map((finding) => finding.message)).toEqual(expect.arrayContaining([expect.stringContaining('structured data prices')]))
  })

  it('finds, in its content file, a typed price, another price placeholder, finance and a claim, naming the file', () => {
    const file = (body: string, data: Record<string, unknown> = {}) => prescriptionOnlyContent.check({ path: `content/pages/${treatment.slug}.md`, data, body }, practice)
    expect(file(`A consultation is [price ${consultation.id}].`)).toEqual([])
    const findings = file('One area [price anti-wrinkle-treatment-one-area], or [finance 300 6]; £250 for two.', { seo: { og_description: 'Natural-looking results.' } })
    expect(findings).toHaveLength(4)
    expect(findings.every((finding) => finding.where === `content/pages/${treatment.slug}.md` && finding.rule === 'prescription-only')).toBe(true)
  })

  it('finds the page as it was before issue 35', () => {
    const before = matter(readFileSync(new URL('./fixtures/anti-wrinkle-before.md', import.meta.url), 'utf8'))
    const findings = prescriptionOnlyContent.check({ path: `content/pages/${treatment.slug}.md`, data: before.data, body: before.content }, practice)
    expect(findings.map((finding) => finding.message)).toEqual(expect.arrayContaining([expect.stringContaining('anti-wrinkle-treatment-one-area'), expect.stringContaining('effect or duration claim')]))
  })
})
