import { embeddedPractice } from '../../../tests/embedded-facts'
import { ownPricesRule } from './own-prices'
import { describeFinding } from './rule'

const practice = embeddedPractice()
const page = (slug: string, body: string) => ownPricesRule.check({ path: `content/pages/${slug}.md`, data: {}, body }, practice).map(describeFinding)

describe("a treatment page's prose quotes its own price, not another's (issue 35)", () => {
  it("finds /insignia's old sentence, which gave the clear-braces price as its own, naming the file and the rule", () => {
    const [finding, ...rest] = page('insignia', 'Fixed braces cost [price clear-braces]. Because Insignia brackets are custom-made, the fee is usually higher.')
    expect(rest).toEqual([])
    expect(finding).toMatch(/^content\/pages\/insignia\.md: quotes the price of Clear braces \(\[price clear-braces\]\) without naming it .*\(rule "own-prices"\)$/)
  })

  it("finds /block-grafts' old sentence, the bone graft's price as the block graft's", () => {
    expect(page('block-grafts', 'Bone grafting costs [price synthetic-bone-graft]. A block graft usually costs more.')).toEqual([expect.stringContaining('quotes the price of Bone grafts ([price synthetic-bone-graft])')])
  })

  it('finds "priced individually" on a page whose panel shows a price', () => {
    expect(page('nerve-repositioning', 'Because each case is different, nerve repositioning is priced individually after your assessment.')).toEqual([
      expect.stringMatching(/^content\/pages\/nerve-repositioning\.md: says Nerve repositioning has no set price .*\(rule "own-prices"\)$/),
    ])
  })

  it('passes its own prices, and another treatment quoted by name', () => {
    expect(page('insignia', 'Insignia custom fixed braces cost [price insignia-custom-fixed-braces]; clear braces are [price clear-braces].')).toEqual([])
    expect(page('sinus-graft', 'A single dental implant with crown is charged separately ([price single-tooth-implant]).')).toEqual([])
  })

  it('leaves pages that present no treatment record alone', () => {
    expect(page('what-is-orthodontics', 'Fixed braces cost [price insignia]. Priced individually.')).toEqual([])
  })
})
