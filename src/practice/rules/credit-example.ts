import { creditAddress, financeOf } from '../finance-facts'
import type { Finding, PageRule } from './rule'
import { visibleText } from './credit-page-text'

export const REPRESENTATIVE = 'Representative example'

/** A monthly payment shown: '£70.84 a month', 'monthly payments of £70.84', 'monthly repayments of £333.34'. */
const MONTHLY = /£[\d,]+(?:\.\d{2})? a month|monthly (?:re)?payments? of £/i

/** What CONC 3.5.5R asks the representative example to give, as src/finance/example.ts words it (a sentence may start with the item). */
const ITEMS: readonly (readonly [string, RegExp])[] = [
  ['the cash price', /cash price £/],
  ['the deposit', /deposit £/],
  ['the total amount of credit', /total amount of credit £/],
  ['the rate of interest and that it is fixed', /rate of interest [\d.]+% fixed/i],
  ['the other charges', /other (?:fees or )?charges/i],
  ['the representative APR', /[\d.]+% APR representative|representative APR/],
  ['the duration in months', /duration \d+ months/i],
  ['each repayment', /payments? of £/],
  ['the total amount payable', /total amount payable £/i],
]

const count = (text: string, phrase: string): number => text.split(phrase).length - 1

/**
 * Credit (FCA CONC 3.5.5R, 3.5.3R, 3.7.4G; issue 35): a page that shows a monthly payment, and
 * /finance with its calculator, shows "Representative example" exactly once, giving every item of
 * CONC 3.5.5R; the broker's legal name, statement and firm reference number and the postal address
 * are on the page; any other worked example says "Illustration".
 */
export const creditExampleRule: PageRule = {
  id: 'credit-example',
  source: 'FCA CONC 3.5.5R (representative example), 3.5.3R (postal address), 3.7.4G (credit broker)',
  check: (page, practice) => {
    const text = visibleText(page.html)
    if (!MONTHLY.test(text) && page.path.replace(/\/+$/, '') !== '/finance') return []
    const finding = (message: string): Finding => ({ rule: 'credit-example', where: page.path, message })
    const found: Finding[] = []
    const times = count(text, REPRESENTATIVE)
    if (times !== 1) found.push(finding(`shows a monthly payment with "${REPRESENTATIVE}" ${times} times, not once`))
    const start = text.indexOf(REPRESENTATIVE)
    if (start >= 0) {
      // The example's own sentence: up to its full stop after 'total amount payable £…'.
      const sentence = text.slice(start, start + 600)
      for (const [item, pattern] of ITEMS) if (!pattern.test(sentence)) found.push(finding(`its representative example does not give ${item}`))
    }
    const record = financeOf(practice)
    const broker = [record.brokerStatement, record.legalName, record.firmReferenceNumber, creditAddress(practice)]
    for (const words of broker) if (!text.includes(words)) found.push(finding(`shows a monthly payment without "${words}" (who brokers the credit, and where)`))
    const examples = count(text, 'cash price £')
    const labelled = Math.min(times, 1) + count(text, 'Illustration')
    if (examples > labelled) found.push(finding(`has ${examples} worked examples: every one but the representative example must say "Illustration"`))
    return found
  },
}
