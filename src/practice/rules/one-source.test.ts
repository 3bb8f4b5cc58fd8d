import { embeddedPractice } from '../../../tests/embedded-facts'
import { CARE_WORDS, expandPlaceholders } from '../placeholders'
import { oneSourceRule } from './one-source'
import { describeFinding, type ContentFile } from './rule'

const practice = embeddedPractice()
const nhsClinic = practice.group.clinics.find((clinic) => clinic.care !== 'private')
if (!nhsClinic) throw new Error('the embedded model has no clinic offering NHS care')
const file = (body: string, data: Record<string, unknown> = {}): ContentFile => ({ path: 'content/pages/example.md', data, body })
const findings = (checked: ContentFile) => oneSourceRule.check(checked, practice).map(describeFinding)

describe('one source: no price and no NHS care typed in prose (issue 35)', () => {
  it('finds a price typed in the body or the front matter, in any spelling, naming the file and the rule', () => {
    expect(findings(file('Veneers cost £861 per tooth.'))).toEqual([
      'content/pages/example.md: a price typed in prose ("£861"): name the option with a placeholder, [price <option-id>], so it is read from the model (rule "one-source")',
    ])
    expect(findings(file('From &pound;1,261.', { seo: { description: 'Whitening from £397' } }))).toEqual([
      expect.stringContaining('content/pages/example.md: a price typed in prose ("&pound;1,261")'),
      expect.stringContaining('content/pages/example.md (front matter seo.description): a price typed in prose ("£397")'),
    ])
  })

  it('finds a price written in words, as one with a pound sign is (issue 45)', () => {
    expect(findings(file('Botox® from 9 pounds a unit; whitening for seventy-five pounds.'))).toEqual([
      expect.stringContaining('a price typed in prose ("9 pounds")'),
      expect.stringContaining('a price typed in prose ("seventy-five pounds")'),
    ])
  })

  it('passes prices read from placeholders, and pound signs with no amount', () => {
    expect(findings(file('Veneers cost [price veneers]; [finance min] to [finance max]. Prices in £ sterling.'))).toEqual([])
  })

  it('finds a sentence that says NHS and names a clinic without reading its care', () => {
    const [finding, ...rest] = findings(file(`Our ${nhsClinic.name} clinic offers NHS care. Book online.`, { title: `NHS dentistry in ${nhsClinic.name}` }))
    expect(finding).toBe(
      `content/pages/example.md: NHS care at a clinic typed in prose ("Our ${nhsClinic.name} clinic offers NHS care."): say what the clinic offers with [care ${nhsClinic.slug}], read from its care (rule "one-source")`,
    )
    expect(rest).toEqual([expect.stringContaining('(front matter title): NHS care at a clinic typed in prose')])
  })

  it("passes a sentence that reads the clinic's care, and NHS words that name no clinic", () => {
    const body = `Our ${nhsClinic.name} clinic offers [care ${nhsClinic.slug}]. NHS charges in England are set nationally.`
    expect(findings(file(body))).toEqual([])
    expect(expandPlaceholders(practice, body).text).toContain(`offers ${CARE_WORDS[nhsClinic.care]}.`)
  })

  it('leaves [care] for a clinic the model lacks as written, for the editor to see', () => {
    expect(expandPlaceholders(practice, 'Offers [care nowhere].').unknown).toEqual(['[care nowhere]'])
  })
})
