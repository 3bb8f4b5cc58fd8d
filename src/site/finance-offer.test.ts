import { embeddedPractice } from '../../tests/embedded-facts'
import { pageHasOwnExample } from './finance-offer'

describe('which pages carry a representative example of their own (issue 35)', () => {
  const practice = embeddedPractice()

  it('/finance (its calculator) and a treatment page whose panel has one, by the route that loads the slug', () => {
    expect(pageHasOwnExample(practice, 'finance')).toBe(true)
    expect(pageHasOwnExample(practice, 'veneers')).toBe(true)
    // /dental-implants-services loads the 'dental-implants' page and shows the single implant's panel.
    expect(pageHasOwnExample(practice, 'dental-implants')).toBe(true)
  })

  it('not a page without a panel example: its first finance placeholder is the representative one', () => {
    expect(pageHasOwnExample(practice, 'fees')).toBe(false)
    expect(pageHasOwnExample(practice, 'fillings')).toBe(false)
  })
})
