import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { embeddedPractice } from '../../../tests/embedded-facts'
import { accreditations, type Accreditation } from '@/practice/accreditations'
import { regulation } from '@/practice/regulation'
import { testimonials } from '@/site/testimonials'
import { describeFinding } from './rule'
import { complaintsContentRule, complaintsPageRule } from './claims-complaints'
import { freeInPackage, freeInPackageClaim } from './claims-free'
import { textClaimRules } from './claims-said'
import { markdownTestimonies, repeatedTestimonials, testimonialPageRule } from './claims-testimonials'
import { trustMarkFindings, trustMarkPageRule } from './claims-trust-marks'

const practice = embeddedPractice()
const file = (body: string, filePath = 'content/pages/fixture.md') => ({ path: filePath, data: {}, body })
const page = (html: string) => ({ path: '/fixture', html })
const { model: freeInPackageModelRule, content: freeInPackageContentRule, page: freeInPackagePageRule } = textClaimRules(freeInPackageClaim)
const messages = (findings: readonly Parameters<typeof describeFinding>[0][]) => findings.map(describeFinding)

describe('free-in-package (CAP Code 3.23)', () => {
  it('catches "free" for part of a paid membership, in content, the model and a page', () => {
    expect(messages(freeInPackageContentRule.check(file('Our membership plan includes two check-ups, free whitening and 10% off.'), practice))).toEqual([
      expect.stringMatching(/^content\/pages\/fixture\.md: .*free whitening.*"included".*\(rule "free-in-package"\)$/),
    ])
    const broken = { ...practice, fees: { ...practice.fees, sections: [{ title: 'Plans', items: [{ name: 'Denplan', free: 'Free' }], notes: ['Denplan members get a free scale and polish.'] }] } }
    expect(messages(freeInPackageModelRule.check(broken))).toEqual([expect.stringMatching(/^fees\.sections\[0\]\.notes\[0\]: .*\(rule "free-in-package"\)$/)])
    expect(freeInPackagePageRule.check(page('<p>Join the membership for <b>free</b> whitening.</p>'), practice)).toHaveLength(1)
  })

  it('leaves interest-free credit, the fee schedule’s free lines and "included" alone', () => {
    expect(freeInPackage('Our membership plan costs £27 and spreads the cost with interest-free finance.')).toEqual([])
    expect(freeInPackage('Our membership plan includes whitening and 10% off treatments.')).toEqual([])
    expect(freeInPackagePageRule.check(page('<table><tr><td>Children’s examination</td><td>Free</td></tr><tr><td>Membership plan</td><td>£27</td></tr></table>'), practice)).toEqual([])
  })
})

describe('testimonial-repeated (CAP Code 3.45)', () => {
  it('catches one patient’s story under two names, naming both places', () => {
    const found = repeatedTestimonials([
      { where: 'src/site/testimonials.ts (Claire M.)', text: 'I had avoided the dentist for nine years. I actually look forward to my check-ups now.' },
      { where: 'content/pages/reviews.md (quotation 1)', text: '"I hadn’t been for ten years. I actually look forward to my check-ups now."' },
    ])
    expect(messages(found)).toEqual([expect.stringMatching(/^content\/pages\/reviews\.md \(quotation 1\): repeats the testimonial at src\/site\/testimonials\.ts \(Claire M\.\).*\(rule "testimonial-repeated"\)$/)])
    expect(testimonialPageRule.check(page('<blockquote><p>The team were kind and the crown fits perfectly well.</p></blockquote><blockquote>The team were kind and the crown fits perfectly.</blockquote>'), practice)).toHaveLength(1)
  })

  it('finds no story twice across the built-in testimonials and every content file', () => {
    const contentTestimonies = ['content/pages', 'content/posts'].flatMap((folder) =>
      readdirSync(folder).filter((name) => name.endsWith('.md')).flatMap((name) => markdownTestimonies(path.join(folder, name), matter(readFileSync(path.join(folder, name), 'utf8')).content)),
    )
    expect(contentTestimonies.length).toBeGreaterThan(5)
    const builtIn = testimonials.map((item) => ({ where: `src/site/testimonials.ts (${item.author})`, text: item.quote }))
    expect(messages(repeatedTestimonials([...builtIn, ...contentTestimonies]))).toEqual([])
  })
})

describe('complaints-one-source (GDC Standards 5.1)', () => {
  it('catches a typed escalation address in content, and another Dental Complaints Service address on a page', () => {
    expect(messages(complaintsContentRule.check(file('You can find them at dentalcomplaints.org.uk.', 'content/pages/complaints-procedure.md'), practice))).toEqual([
      expect.stringMatching(/^content\/pages\/complaints-procedure\.md: types .*dentalcomplaints\.org\.uk.*\(rule "complaints-one-source"\)$/),
    ])
    expect(complaintsPageRule.check(page('<footer><a href="https://www.dentalcomplaints.org.uk/">DCS</a></footer>'), practice)).toHaveLength(1)
  })

  it('accepts the address src/practice/regulation.ts gives', () => {
    expect(complaintsPageRule.check(page(`<a href="${regulation.complaints.private.href}">${regulation.complaints.private.label}</a>`), practice)).toEqual([])
  })
})

describe('trust-mark (CAP Code 3.50)', () => {
  const award: Accreditation = { kind: 'trust mark', src: '/media/accreditations/patient-care-award.webp', alt: 'Patient Care Award 2026', issuer: '', year: 2026, href: '', width: 360, height: 180 }

  it('catches a trust mark without issuer or link, and a partner logo claiming an award', () => {
    expect(messages(trustMarkFindings([award]))).toEqual([expect.stringMatching(/patient-care-award\.webp\]: .*lacks an issuer, a link to where a patient can check it.*\(rule "trust-mark"\)$/)])
    expect(trustMarkFindings([{ kind: 'partner', src: '/x.webp', alt: 'Certified Implant Team', href: '/', width: 1, height: 1 }])).toHaveLength(1)
  })

  it('catches a badge on a page that the data does not list, or without its link', () => {
    const rule = trustMarkPageRule(accreditations)
    expect(rule.check(page('<img src="/media/accreditations/implant-team.webp" alt="Certified Implant Team">'), practice)).toHaveLength(1)
    const [first] = accreditations
    expect(rule.check(page(`<div><img src="${first?.src}" alt=""></div>`), practice)).toHaveLength(1)
    expect(rule.check(page(`<a href="${first?.href}"><img src="${first?.src}" alt=""></a>`), practice)).toEqual([])
  })

  it('personal registration is shown as what it is (issue 45): no GDC "accreditation" of the practice, and the register linked', () => {
    const gdc = accreditations.find((mark) => mark.href === regulation.gdcRegister.href)
    expect(gdc?.kind).toBe('registration')
    expect(gdc?.alt).toMatch(/registered with the General Dental Council/)
    const claimed: Accreditation = { kind: 'registration', src: '/media/accreditations/registered-dental-professionals.webp', alt: 'GDC accredited practice 2026', href: regulation.gdcRegister.href, width: 360, height: 180 }
    expect(messages(trustMarkFindings([claimed]))).toEqual([expect.stringMatching(/registered with.*\(rule "trust-mark"\)$/)])
  })

  it('every badge the site shows carries what it needs', () => {
    expect(messages(trustMarkFindings(accreditations))).toEqual([])
  })
})
