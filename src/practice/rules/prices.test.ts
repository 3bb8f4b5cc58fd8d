import { embeddedPractice } from '../../../tests/embedded-facts'
import type { Practice, Treatment } from '../model'
import { describeFinding } from './rule'
import { pricesRule } from './prices'

/** The embedded model with one treatment changed, as a fixture that breaks the rule. */
function withTreatment(slug: string, change: (treatment: Treatment) => void): Practice {
  const practice = structuredClone(embeddedPractice())
  const treatment = practice.treatments.find((candidate) => candidate.slug === slug)
  if (!treatment) throw new Error(`no ${slug} in the embedded model`)
  change(treatment)
  return practice
}

const findings = (practice: Practice) => pricesRule.check(practice).map(describeFinding)

describe('prices include every mandatory charge (DMCC Act 2024 s.230, CMA209)', () => {
  it('passes the embedded model, whose implant and orthodontic prices include the scan and the retainers', () => {
    const practice = embeddedPractice()
    expect(findings(practice)).toEqual([])
    const implant = practice.treatments.find((treatment) => treatment.slug === 'single-tooth-implant')
    expect(implant?.requires.length).toBeGreaterThan(0)
    expect(implant?.extras.length).toBeGreaterThan(0)
  })

  it('finds a price that leaves out a charge every patient pays, naming the option and the rule', () => {
    const practice = withTreatment('single-tooth-implant', (treatment) => {
      for (const option of treatment.options) option.includes = []
    })
    const [finding, ...rest] = findings(practice)
    expect(rest).toEqual([])
    expect(finding).toMatch(/^treatments\[single-tooth-implant\]\.options\[[a-z0-9-]+\]: every patient pays "[a-z0-9-]+".*\(rule "prices"\)$/)
  })

  it('finds a required charge, an included charge and an extra that name no priced option', () => {
    const practice = withTreatment('veneers', (treatment) => {
      treatment.requires = ['no-such-scan']
      treatment.options = treatment.options.map((option) => ({ ...option, includes: ['no-such-scan', 'no-such-kit'] }))
      treatment.extras = [{ option: 'no-such-graft', when: 'if needed' }]
    })
    const found = findings(practice).join('\n')
    expect(found).toContain('treatments[veneers].requires: requires names "no-such-scan", which is no priced option')
    expect(found).toContain('options[porcelain-veneer]: includes names "no-such-scan", "no-such-kit", which is no priced option')
    expect(found).toContain('treatments[veneers].extras: extras names "no-such-graft", which is no priced option')
  })

  it("finds a charge named as the treatment's own option, and one both required and extra", () => {
    const practice = withTreatment('single-tooth-implant', (treatment) => {
      const own = treatment.options[0]?.id ?? ''
      treatment.extras = [{ option: own, when: 'always' }, { option: treatment.requires[0] ?? '', when: 'sometimes' }]
    })
    const found = findings(practice).join('\n')
    expect(found).toContain('an option of this treatment itself')
    expect(found).toContain('is both required of every patient and an extra')
  })

  it('says one finding per option however many charges it leaves out, naming a few (issue 44: 3,000 × 3,000 made 9 million)', () => {
    const ids = Array.from({ length: 3000 }, (_, index) => `scan-${index}`)
    const practice = withTreatment('veneers', (treatment) => {
      treatment.requires = ids
      treatment.options = ids.map((id) => ({ id: `option-${id}`, name: id, from: 1, fixed: false, includes: [], representative: false }))
    })
    // The count says it: not the minutes and the heap of 9 million findings.
    const found = pricesRule.check(practice)
    // One for the requires, one per option; none for the extras, which name nothing wrong.
    expect(found).toHaveLength(1 + 3000)
    expect(found[1]?.message).toMatch(/^every patient pays "scan-0", "scan-1", "scan-2" and 2997 more \(the treatment's requires\)/)
  })
})
