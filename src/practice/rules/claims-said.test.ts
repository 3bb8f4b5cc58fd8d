import { readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { embeddedPractice } from '../../../tests/embedded-facts'
import { contentFindings, modelFindings, pageFindings, teamFindings, type ContentFile, type Finding } from '.'

/**
 * Issue 45's claims, each caught THROUGH the registry (index.ts's contentFindings, pageFindings,
 * modelFindings, teamFindings), so a rule taken out of the lists fails here; and the honest
 * sentences beside them pass. The counter-examples are files under fixtures/claims/.
 */
const practice = embeddedPractice()
const fixture = (name: string): ContentFile => {
  const file = path.join('src/practice/rules/fixtures/claims', name)
  const { data, content } = matter(readFileSync(file, 'utf8'))
  return { path: file, data, body: content }
}
const rulesOf = (findings: readonly Finding[]) => [...new Set(findings.map((finding) => finding.rule))].sort()
const page = (html: string, at = '/a-new-slug') => ({ path: at, html: `<html><head><title>Fixture</title></head><body>${html}</body></html>` })

describe('claims editors write (issue 45)', () => {
  it('"the best dentist in Maidenhead, painless and guaranteed", a CQC rating and an award: refused in a content file and on a page', () => {
    const file = fixture('best-dentist-page.md')
    expect(rulesOf(contentFindings(file, practice))).toEqual(['award', 'cqc-rating', 'guarantee', 'painless', 'superlative'])
    const html = '<p>Larkspur Dental Care is the best dentist in Maidenhead, painless and guaranteed.</p><p>Rated Outstanding by the CQC.</p>'
    expect(rulesOf(pageFindings(page(html), practice))).toEqual(['cqc-rating', 'guarantee', 'painless', 'superlative'])
    // Where an editor hides it: alt text, a title, the meta description, structured data.
    for (const hidden of [
      '<img src="/a.webp" alt="The No. 1 dental practice in Slough">',
      '<a href="/" title="Maidenhead’s leading dental clinic">Home</a>',
      '<meta name="description" content="Voted the best dental team in Berkshire">',
      '<script type="application/ld+json">{"@type":"Dentist","description":"We are the leading dentists in the area."}</script>',
    ]) {
      expect(rulesOf(pageFindings(page(hidden), practice)), hidden).toContain('superlative')
    }
  })

  it('"CQC Good" and "pain-free" are claims too; each finding names the words and stays one per rule and page', () => {
    const many = Array.from({ length: 40 }, (_, index) => `<p>Pain-free treatment. Clinic ${index}: CQC Good.</p>`).join('')
    const findings = pageFindings(page(many), practice).filter((finding) => ['painless', 'cqc-rating'].includes(finding.rule))
    expect(findings.map((finding) => finding.rule).sort()).toEqual(['cqc-rating', 'painless'])
    expect(findings.find((finding) => finding.rule === 'painless')?.message).toMatch(/^says "Pain-free": /)
    expect(findings.find((finding) => finding.rule === 'cqc-rating')?.message).toMatch(/^says "Clinic 0: CQC Good\.", "Clinic 1: CQC Good\.", "Clinic 2: CQC Good\." and 37 more: /)
  })

  it('a before-and-after picture in a post is refused; the consented cases section is where they belong', () => {
    expect(rulesOf(contentFindings(fixture('before-after-post.md'), practice))).toEqual(['before-after'])
    expect(contentFindings(fixture('before-after-post.md'), practice)[0]?.message).toMatch(/"Claire's smile before and after veneers", "claire-after\.webp"/)
    const caption = '<figure><img src="/wp-content/uploads/smile.jpg" alt="A smile"><figcaption>Before and after whitening</figcaption></figure>'
    expect(rulesOf(pageFindings(page(caption, '/blog/a-post'), practice))).toContain('before-after')
    const consented = '<section data-consented-cases><figure><img src="/u/before.jpg" alt="Before veneers"><figcaption>Before and after</figcaption></figure></section>'
    expect(rulesOf(pageFindings(page(consented, '/veneers'), practice))).not.toContain('before-after')
  })

  it('"free-of-charge" or "complimentary" for part of a plan or a purchase is refused, in content and in the model', () => {
    expect(contentFindings(fixture('free-in-plan-post.md'), practice).filter((finding) => finding.rule === 'free-in-package')[0]?.message).toMatch(/free-of-charge.*COMPLIMENTARY/)
    const broken = embeddedPractice()
    const [section] = broken.fees.sections
    if (!section) throw new Error('no fee section')
    section.notes = [...section.notes, 'Plan members receive a FREE scale and polish.']
    expect(modelFindings(broken).map((finding) => `${finding.rule} ${finding.where}`)).toContain(`free-in-package fees.sections[0].notes[${section.notes.length - 1}]`)
  })

  it('"a free first consultation" is refused while the model prices every consultation, and passes where the model gives one free', () => {
    const honest = fixture('honest-claims.md')
    expect(rulesOf(contentFindings(honest, practice))).toEqual(['free-priced'])
    const freeFirst = embeddedPractice()
    freeFirst.treatments[0]?.options.push({ id: 'first-consultation', name: 'First consultation', from: 0, fixed: true, includes: [], representative: false })
    expect(contentFindings(honest, freeFirst)).toEqual([])
    expect(pageFindings(page('<p>The best way to brush.</p><p>Free parking behind the practice.</p><p>We do our best to see you sooner.</p>'), practice)).toEqual([])
  })

  it('each claim is caught in a model string too (the model rules read only strings with a claim word: CLAIM_HINT)', () => {
    const said: readonly [string, string][] = [
      ['superlative', 'The best dental team in Slough.'],
      ['painless', 'Painless extractions.'],
      ['guarantee', 'Results guaranteed.'],
      ['cqc-rating', 'CQC rated Outstanding.'],
      ['award', 'An award-winning clinic.'],
      ['specialist', 'Our specialist implant dentist.'],
      ['time-limited-offer', 'Anti-wrinkle consultations, this week only.'],
      ['free-priced', 'A free cosmetic consultation.'],
    ]
    const broken = embeddedPractice()
    said.forEach(([, sentence], index) => {
      const treatment = broken.treatments[index]
      if (treatment) treatment.recovery = sentence
    })
    const found = modelFindings(broken)
    for (const [rule, sentence] of said) expect(found.map((finding) => `${finding.rule} ${finding.message}`).join('\n'), rule).toContain(`${rule} says "${sentence.includes('this week') ? 'this week only' : ''}`)
  })

  it('a time-limited offer beside an injectable is refused', () => {
    expect(rulesOf(contentFindings(fixture('injectables-offer-post.md'), practice))).toContain('time-limited-offer')
    expect(rulesOf(pageFindings(page('<p>Whitening: book by Friday.</p>'), practice))).not.toContain('time-limited-offer')
    const injectable = practice.treatments.find((treatment) => treatment.prescriptionOnly)
    if (!injectable) throw new Error('no prescription-only treatment')
    expect(rulesOf(pageFindings(page('<p>Consultations: offer ends Sunday.</p>', `/${injectable.slug}`), practice))).toContain('time-limited-offer')
  })

  it('"specialist" for someone on no GDC list: refused in the team, and on a page that names them', () => {
    const team = [
      { slug: 'rohan-mehta', name: 'Dr Rohan Mehta', role: 'Specialist Implant Dentist', bio: 'Rohan places implants.' },
      { slug: 'daniel-okafor', name: 'Dr Daniel Okafor', role: 'Specialist in Endodontics', bio: 'Daniel is on the GDC specialist list in Endodontics.', specialistList: 'Endodontics' },
      { slug: 'sam-lee', name: 'Sam Lee', role: 'Dentist', bio: 'Sam likes teeth.', specialistList: 'Implantology' },
    ]
    expect(teamFindings(team).map((finding) => `${finding.rule} ${finding.where}`)).toEqual(['specialist team[rohan-mehta].role', 'specialist team[sam-lee].specialistList'])
    const context = { team }
    expect(rulesOf(pageFindings(page('<p>Dr Rohan Mehta, our specialist in Orthodontics.</p>'), practice, context))).toContain('specialist')
    expect(rulesOf(pageFindings(page('<p>Our specialist implant dentist.</p>'), practice))).toContain('specialist')
    expect(rulesOf(pageFindings(page('<p>Dr Daniel Okafor, Specialist in Endodontics.</p><p>Using specialist software.</p><dl><dt>GDC specialist list</dt><dd>Endodontics</dd></dl>'), practice, context))).not.toContain('specialist')
  })
})
