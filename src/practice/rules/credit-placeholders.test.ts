import { embeddedPractice } from '../../../tests/embedded-facts'
import { financeOf, termsPhrase } from '../finance-facts'
import { creditPlaceholdersRule } from './credit-placeholders'
import { describeFinding } from './rule'

describe('the credit-placeholders rule', () => {
  const practice = embeddedPractice()
  const check = (body: string, data: Record<string, unknown> = {}) => creditPlaceholdersRule.check({ path: 'content/pages/bad.md', data, body }, practice).map(describeFinding)

  it('refuses typed figures in a finance placeholder, naming the file and the rule', () => {
    expect(check('Over a year: [finance 3800 12].')).toEqual([
      'content/pages/bad.md: [finance 3800 12] types figures: name the option, e.g. [finance invisalign-lite] (rule "credit-placeholders")',
    ])
  })

  it('refuses the typed terms, in the body or the front matter', () => {
    const terms = termsPhrase(financeOf(practice))
    expect(check(`Spread it over ${terms}.`)).toEqual([`content/pages/bad.md: types the finance terms "${terms}": write [finance terms] (rule "credit-placeholders")`])
    expect(check('', { seo: { description: `0% over ${terms}` } })).toHaveLength(1)
  })

  it('refuses a typed representative example: a second one on a page, naming the file and the rule', () => {
    expect(check('Representative example: cash price £1.00, 0% APR.')).toEqual([
      'content/pages/bad.md: types a "Representative example": write [finance <option-id>], which the page words as its one representative example or as an illustration (rule "credit-placeholders")',
    ])
  })

  it('accepts ids (digits inside an id included) and the named placeholders', () => {
    expect(check('[finance all-on-4] [finance invisalign-lite] over [finance terms] from [finance min] to [finance max]')).toEqual([])
  })
})
