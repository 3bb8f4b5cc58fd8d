import { embeddedPractice } from '../../../tests/embedded-facts'
import type { FeeItem, Practice } from '../model'
import { modelFindings } from '.'

/** Free-words fee lines meet the price rules (issue 45), through the registry of rules (index.ts). */
const practice = embeddedPractice()
const withLine = (item: FeeItem): { model: Practice; where: string } => {
  const model = structuredClone(practice)
  const section = model.fees.sections[0]
  if (!section) throw new Error('no fee section')
  section.items.push(item)
  return { model, where: `fees.sections[0].items[${section.items.length - 1}]` }
}
const feeLines = (model: Practice) => modelFindings(model).filter((finding) => finding.rule === 'fee-lines')

describe('fee lines in free words', () => {
  it('the embedded schedule’s free lines pass: "Free", "Included in every examination"', () => {
    expect(feeLines(practice)).toEqual([])
  })

  it('refuses a price in figures or in words, naming the line and the option whose price it is', () => {
    const veneer = practice.treatments.find((treatment) => treatment.slug === 'veneers')?.options[0]
    if (!veneer) throw new Error('no veneer option')
    for (const free of [`£${veneer.from}`, `${veneer.from} pounds`, `from ${veneer.from}`]) {
      const { model, where } = withLine({ name: 'Porcelain veneer, special', free })
      expect(feeLines(model)).toEqual([{ rule: 'fee-lines', where, message: expect.stringContaining(`the price of the option "${veneer.name}"`) }])
    }
    const { model } = withLine({ name: 'Whitening top-up', free: 'seventy-five pounds' })
    expect(feeLines(model)).toEqual([expect.objectContaining({ message: expect.stringContaining('("seventy-five pounds")') })])
  })

  it('refuses a line that is an option under another form, even without a price', () => {
    const option = practice.treatments.find((treatment) => treatment.slug === 'veneers')?.options[0]
    if (!option) throw new Error('no veneer option')
    const { model, where } = withLine({ name: option.name, free: 'Ask us' })
    expect(feeLines(model)).toEqual([{ rule: 'fee-lines', where, message: expect.stringContaining(`is the option "${option.name}"`) }])
  })
})
