import { readFileSync } from 'node:fs'
import { embeddedPractice } from '../../../tests/embedded-facts'
import type { Practice } from '../model'
import { contentFindings, modelFindings, pageFindings } from '.'
import { fixtureFile, fixturePage } from './issue-45.test-support'

/**
 * Prescription-only medicines by name (CAP Code 12.12; issue 45), each counter-example through the
 * registry of rules (index.ts), so a rule taken out of it fails here.
 */
const practice = embeddedPractice()
const treatment = practice.treatments.find((candidate) => candidate.prescriptionOnly)
if (!treatment) throw new Error('the embedded model marks no treatment prescription-only')
const at = practice.treatments.indexOf(treatment)
const ruled = (rule: string, findings: readonly { rule: string; where: string; message: string }[]) => findings.filter((finding) => finding.rule === rule)
const changed = (change: (model: Practice) => void): Practice => {
  const model = structuredClone(practice)
  change(model)
  return model
}

describe('prescription-only medicines, by name as well as by the switch', () => {
  it('refuses unticking "Prescription-only medicine" on the anti-wrinkle treatment, naming the switch', () => {
    const unticked = changed((model) => {
      const own = model.treatments[at]
      if (own) own.prescriptionOnly = false
    })
    expect(ruled('prescription-only', modelFindings(unticked))).toEqual([expect.objectContaining({ where: `treatments[${treatment.slug}].prescriptionOnly`, message: expect.stringContaining('stays marked "Prescription-only medicine"') })])
  })

  it('refuses, unticked, what the switch refused: a price for the medicine', () => {
    const priced = changed((model) => {
      const own = model.treatments[at]
      if (!own) return
      own.prescriptionOnly = false
      own.options.push({ id: 'one-area', name: 'Anti-wrinkle treatment, one area', from: 180, fixed: true, includes: [], representative: false })
    })
    expect(ruled('prescription-only', modelFindings(priced)).map((finding) => finding.where)).toEqual(expect.arrayContaining([`treatments[${treatment.slug}].options[one-area]`]))
  })

  it('refuses a fee line in free words that prices it, the issue’s "Anti-wrinkle treatment, three areas" (fixtures/issue-45/fee-line.json)', () => {
    const feeLine = JSON.parse(readFileSync(new URL('./fixtures/issue-45/fee-line.json', import.meta.url), 'utf8')) as { name: string; free: string }
    const line = changed((model) => {
      model.fees.sections[0]?.items.push(feeLine)
    })
    const where = `fees.sections[0].items[${(line.fees.sections[0]?.items.length ?? 0) - 1}]`
    const findings = modelFindings(line)
    expect(ruled('prescription-only', findings)).toEqual([expect.objectContaining({ where, message: expect.stringContaining('names a prescription-only medicine ("Anti-wrinkle")') })])
    expect(ruled('fee-lines', findings)).toEqual([expect.objectContaining({ where })])
  })

  it('refuses the medicine priced, financed or claimed in any other text of the model, naming the field', () => {
    const clinic = changed((model) => {
      const first = model.group.clinics[0]
      if (first) first.name = `${first.name}: Botox from £9 a unit`
    })
    expect(ruled('prescription-only', modelFindings(clinic))).toEqual([expect.objectContaining({ where: 'group.clinics[0].name', message: expect.stringContaining('a price ("£9")') })])
  })

  it('refuses "Botox® from 9 pounds a unit" in a post, as written and as rendered, and the price in words as a typed price', () => {
    const file = fixtureFile('botox-pounds-post.md', 'content/posts/winter-offer.md')
    const written = contentFindings(file, practice)
    expect(ruled('prescription-only', written)).toEqual([expect.objectContaining({ where: file.path, message: expect.stringMatching(/^"Botox® from 9 pounds a unit, with results that last three to four months\." names a prescription-only medicine with an effect claim/) })])
    expect(ruled('one-source', written)).toEqual([expect.objectContaining({ message: expect.stringContaining('("9 pounds")') })])
    expect(ruled('prescription-only', pageFindings(fixturePage(practice, file, '/blog/winter-offer'), practice))).toHaveLength(1)
  })

  it("refuses /dermal-fillers' old sentence: lines 'respond better to anti-wrinkle treatment' is an effect claim", () => {
    const file = fixtureFile('fillers-effect-page.md', 'content/pages/dermal-fillers.md')
    expect(ruled('prescription-only', contentFindings(file, practice))).toEqual([expect.objectContaining({ message: expect.stringContaining('an effect claim ("respond better")') })])
    expect(ruled('prescription-only', pageFindings(fixturePage(practice, file, '/dermal-fillers'), practice))).toHaveLength(1)
  })

  it('passes a sentence that names it for its consultation and that price only, and one that names it with nothing else', () => {
    const consultation = treatment.options.find((option) => /consultation/i.test(option.name))
    const fillers = practice.treatments.find((candidate) => candidate.slug === 'dermal-fillers')?.options[0]?.from
    if (!consultation || fillers === undefined) throw new Error('no consultation or fillers')
    const file = { path: 'content/posts/ok.md', data: { title: 'Anti-wrinkle treatment' }, body: `An anti-wrinkle consultation is [price ${consultation.id}]. We offer anti-wrinkle treatment at two clinics.` }
    expect(ruled('prescription-only', contentFindings(file, practice))).toEqual([])
    expect(ruled('prescription-only', pageFindings({ path: '/blog/ok', html: `<main><p>An anti-wrinkle consultation is £${consultation.from}.</p><nav><a href="/anti-wrinkle-treatment">Anti-Wrinkle Treatment</a></nav><p>Dermal fillers from £${fillers}</p></main>` }, practice))).toEqual([])
  })

  it('refuses structured data offering the medicine by name, on any page', () => {
    const offer = { '@type': 'Offer', name: 'Botox, one area', price: 180, itemOffered: { '@type': 'Service', name: 'Botox' } }
    const html = `<head><script type="application/ld+json">${JSON.stringify(offer)}</script></head><main><p>Prices</p></main>`
    expect(ruled('prescription-only', pageFindings({ path: '/fees', html }, practice)).map((finding) => finding.message)).toEqual(expect.arrayContaining([expect.stringContaining('structured data offers "Botox, one area"')]))
  })
})
