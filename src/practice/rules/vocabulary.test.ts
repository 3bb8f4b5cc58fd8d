import { creditClaim, PRESCRIPTION_ONLY_MEDICINES, PRICE_IN_WORDS, prescriptionOnlyName } from './vocabulary'

const wordsIn = (text: string) => [...text.matchAll(PRICE_IN_WORDS)].map((match) => match[0])

describe('the rules’ vocabulary (issue 45)', () => {
  it('finds a credit claim in every wording the issue names', () => {
    const claims: readonly [string, string][] = [
      ['Invisalign from £233.34 per month at 0% APR', '0%'],
      ['233 pounds a month', '233 pounds a month'],
      ['0% finance', '0%'],
      ['Spread the cost, interest-free.', 'interest-free'],
      ['Interest free over a year.', 'Interest free'],
      ['Pay with no interest.', 'no interest'],
      ['9.9% APR representative', '9.9% APR'],
      ['Just £70.84 a month', '£70.84 a month'],
      ['From &pound;71 monthly', '&pound;71 monthly'],
      ['11 monthly payments of £70.84', 'monthly payments of £70.84'],
      ['12 payments of £20', '12 payments of £20'],
      ['Instalments from £45', 'Instalments from £45'],
      ['Seventy pounds each month', 'Seventy pounds each month'],
      ['Total amount payable £853', 'Total amount payable'],
      ['Zero per cent finance', 'Zero per cent'],
    ]
    for (const [text, claim] of claims) expect([text, creditClaim(text)]).toEqual([text, claim])
  })

  it('finds none in a membership fee, a percentage that is no rate, a date or a price', () => {
    for (const text of ['Membership from £27 per month.', '10% off treatments for members', 'Posted 12 Apr 2026', 'Veneers from £853 per tooth.', '100% of our patients', 'A fixed monthly payment, not a bill at each visit.']) {
      expect([text, creditClaim(text)]).toEqual([text, undefined])
    }
  })

  it('finds a price written in words, and no other number', () => {
    expect(wordsIn('Botox® from 9 pounds a unit; seventy-five pounds; two hundred and fifty pounds; GBP 75; 40 quid')).toEqual(['9 pounds', 'seventy-five pounds', 'two hundred and fifty pounds', 'GBP 75', '40 quid'])
    expect(wordsIn('Two visits over three weeks; £77; 12 months.')).toEqual([])
  })

  it('names botulinum toxin by every name in the list, with its marks and in slugs, and nothing else', () => {
    for (const name of PRESCRIPTION_ONLY_MEDICINES) expect(prescriptionOnlyName(`About ${name} treatment`)?.toLowerCase()).toBe(name)
    expect(prescriptionOnlyName('Botox® from 9 pounds a unit')).toBe('Botox®')
    expect(prescriptionOnlyName('anti-wrinkle-treatment')).toBe('anti-wrinkle')
    expect(prescriptionOnlyName('Wrinkle relaxing injections')).toBe('Wrinkle relaxing')
    for (const text of ['Dermal fillers', 'a detox diet', 'Composite bonding', 'wrinkles']) expect([text, prescriptionOnlyName(text)]).toEqual([text, undefined])
  })
})
