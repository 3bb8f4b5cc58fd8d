import { creditAddress, financeOf } from '../finance-facts'
import type { PageRule } from './rule'
import { pageText } from './credit-page-text'
import { creditClaim } from './vocabulary'

export const REPRESENTATIVE = 'Representative example'

/** What CONC 3.5.5R asks the representative example to give, as src/finance/example.ts words it. */
const ITEMS: readonly (readonly [string, RegExp])[] = [
  ['the cash price', /cash price £/i],
  ['the deposit', /deposit £/i],
  ['the total amount of credit', /total amount of credit £/i],
  ['the rate of interest and that it is fixed', /rate of interest [\d.]+% fixed/i],
  ['the other charges', /other (?:fees or )?charges/i],
  ['the representative APR', /[\d.]+% APR representative|representative APR/],
  ['the duration in months', /duration \d+ months/i],
  ['each repayment', /payments? of £/i],
  ['the total amount payable', /total amount payable £/i],
]

const count = (text: string, phrase: string): number => text.split(phrase).length - 1

/**
 * Credit (FCA CONC 3.5.3R, 3.5.5R, 3.7.4G; issues 35 and 45): a page that makes a credit claim in
 * any wording (a rate: '0%', 'interest-free', 'APR'; an instalment: '£233.34 per month', '233
 * pounds a month', 'monthly payments of £'; a cost of credit), in its text, an alt text, a title or
 * its meta description, and /finance with its calculator, shows "Representative example" exactly
 * once, giving every item of CONC 3.5.5R; the broker's legal name, statement and firm reference
 * number and the postal address are on the page; any other worked example says "Illustration".
 * The wording it reads is src/practice/rules/vocabulary.ts's.
 */
export const creditExampleRule: PageRule = {
  id: 'credit-example',
  source: 'FCA CONC 3.5.3R (what triggers the example; postal address), 3.5.5R (representative example), 3.7.4G (credit broker)',
  check: (page, practice) => {
    const { visible: text, lines, around } = pageText(page.html)
    // A block at a time: a heading's 'membership' does not make the paragraph under it a membership fee.
    const plans = new Set(practice.treatments.flatMap((treatment) => treatment.options.filter((option) => option.unit !== undefined && /\bmonth/i.test(option.unit)).map((option) => option.from)))
    const claim = [...lines, ...around].map((line) => creditClaim(line, plans)).find((found) => found !== undefined)
    const isFinance = page.path.replace(/\/+$/, '') === '/finance'
    if (claim === undefined && !isFinance) return []
    const says = claim === undefined ? 'is the finance page' : `makes a credit claim ("${claim}")`
    const found: string[] = []
    const times = count(text, REPRESENTATIVE)
    if (times !== 1) found.push(`"${REPRESENTATIVE}" ${times} times, not once`)
    const start = text.indexOf(REPRESENTATIVE)
    if (start >= 0) {
      // The example's own sentence: up to its full stop after 'total amount payable £…'.
      const sentence = text.slice(start, start + 600)
      for (const [item, pattern] of ITEMS) if (!pattern.test(sentence)) found.push(`its representative example does not give ${item}`)
    }
    const record = financeOf(practice)
    const broker = [record.brokerStatement, record.legalName, record.firmReferenceNumber, creditAddress(practice)]
    const missing = broker.filter((words) => !text.includes(words))
    if (missing.length > 0) found.push(`without ${missing.map((words) => `"${words}"`).join(', ')} (who brokers the credit, and where)`)
    const examples = count(text, 'cash price £')
    const labelled = Math.min(times, 1) + count(text, 'Illustration')
    if (examples > labelled) found.push(`has ${examples} worked examples: every one but the representative example must say "Illustration"`)
    // One finding per page (issue 44's bound): what is missing, said together.
    return found.length === 0 ? [] : [{ rule: 'credit-example', where: page.path, message: `${says}: ${found.join('; ')}` }]
  },
}
