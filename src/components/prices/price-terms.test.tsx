import { decode } from 'html-entities'
import { renderToStaticMarkup } from 'react-dom/server'
import { embeddedPractice } from '../../../tests/embedded-facts'
import { optionById } from '@/practice/facts'
import type { Treatment } from '@/practice/model'
import { formatPrice } from '@/practice/wording'
import { FeeSchedule } from '@/components/fees/fee-schedule'
import { PriceTerms } from './price-terms'
import { priceTerms } from './terms'

const practice = embeddedPractice()
const treatment = (slug: string): Treatment => {
  const found = practice.treatments.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`no ${slug} in the embedded model`)
  return found
}
const text = (html: string) => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')

describe('what a price includes and what may be added (DMCC Act 2024 s.230)', () => {
  it("names beside an implant's price the scan it includes, and each graft with its price and when it is needed", () => {
    const implant = treatment('single-tooth-implant')
    const shown = text(renderToStaticMarkup(<PriceTerms terms={priceTerms(practice, implant, implant.options)} />))
    for (const id of implant.requires) expect(shown).toContain(optionById(practice, id)?.option.name)
    expect(implant.extras.length).toBeGreaterThan(0)
    for (const extra of implant.extras) {
      const option = optionById(practice, extra.option)?.option
      expect(option).toBeDefined()
      if (option) expect(shown).toContain(`${option.name}, ${formatPrice(option)}, ${extra.when}`)
    }
  })

  it('says the retainers are in every orthodontic price', () => {
    for (const slug of ['invisalign', 'clear-braces', 'insignia', 'six-month-smiles', 'fast-braces', 'inman-aligner']) {
      const braces = treatment(slug)
      expect(braces.requires, slug).toContain('retainers')
      expect(priceTerms(practice, braces, braces.options).includes, slug).toEqual([optionById(practice, 'retainers')?.option.name])
    }
  })

  it('shows nothing beside a price that includes nothing and has no extras', () => {
    const veneers = treatment('veneers')
    expect(renderToStaticMarkup(<PriceTerms terms={priceTerms(practice, veneers, veneers.options)} />)).toBe('')
  })

  it('/fees names the included scan and the extras beside each implant line, and links no line to a page that does not exist', () => {
    const html = renderToStaticMarkup(<FeeSchedule practice={practice} nhsClinics={[]} />)
    const implant = treatment('single-tooth-implant')
    const row = /<tr[^>]*>((?:(?!<\/tr>).)*single-tooth-implant(?:(?!<\/tr>).)*)<\/tr>/s.exec(html)?.[1] ?? ''
    expect(text(row)).toContain(`Price includes: ${optionById(practice, 'cbct-scan')?.option.name}`)
    expect(text(row)).toContain(implant.extras[0]?.when)
    expect(html).not.toContain('href="/orthodontic-retainers"')
    expect(text(html)).toContain(optionById(practice, 'retainers')?.option.name)
  })
})
