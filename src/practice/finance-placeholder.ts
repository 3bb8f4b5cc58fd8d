import { exampleSentence, formatPounds, type RepresentativeExample } from '@/finance'
import { optionById } from './facts'
import { brokerSentence, exampleCashPrice, exampleFor, financeOf, termsPhrase } from './finance-facts'
import type { Practice } from './model'

/**
 * The finance placeholders (issue 35), answered from the practice's finance record:
 *
 *   [finance terms]           '6, 10 or 12 months', the products' terms
 *   [finance min] / [finance max]   the cash-price range finance is offered for: '£250', '£15,000'
 *   [finance <option-id>]     the worked example for that option's buyable cash price (its price
 *                             times its typical units), over the longest term
 *
 * A page carries one representative example (CONC 3.5.5R). Where the page has none of its own (no
 * facts panel example, no calculator), the first example of its text is the representative one,
 * with the broker's statement and postal address beside it; every other is an 'Illustration'.
 * `[finance 395 6]` (typed figures, issue 28) still answers, as an illustration, for WordPress
 * text written before ids; the credit-placeholders rule refuses it in content/.
 */
export interface ExampleTurn {
  /** Whether the next example is the page's representative one. */
  representative: boolean
}

function exampleOf(practice: Practice, words: readonly string[]): RepresentativeExample | null {
  const [first, second] = words
  if (first === undefined || words.length > 2) return null
  if (/^\d+$/.test(first)) return exampleFor(practice, Number(first), second === undefined ? undefined : Number(second))
  const found = words.length === 1 ? optionById(practice, first) : undefined
  return found ? exampleFor(practice, exampleCashPrice(found.option)) : null
}

export function financePlaceholder(practice: Practice, words: readonly string[], turn: ExampleTurn): string | undefined {
  const record = financeOf(practice)
  if (words.length === 1 && words[0] === 'min') return formatPounds(record.cashPriceLimits.min)
  if (words.length === 1 && words[0] === 'max') return formatPounds(record.cashPriceLimits.max)
  if (words.length === 1 && words[0] === 'terms') return termsPhrase(record)
  const example = exampleOf(practice, words)
  if (!example) return undefined
  // Typed figures are never the page's representative example: only an option's price is one a patient buys.
  if (!turn.representative || /^\d/.test(words[0] ?? '')) return exampleSentence(example, 'Illustration')
  turn.representative = false
  return `${exampleSentence(example, 'Representative example')} ${brokerSentence(practice)}`
}
