import { treatmentExample } from '../finance-facts'
import { expandPlaceholders } from '../placeholders'
import { treatmentForRoute } from '../treatment-records'
import { REPRESENTATIVE } from './credit-example'
import { stringsIn, type ContentFile, type ContentRule, type Finding, type ModelRule } from './rule'
import { creditClaim } from './vocabulary'

/**
 * Credit claims where they are written (FCA CONC 3.5.3R, 3.7.4G; issue 45): the page rule
 * (credit-example.ts) reads the rendered page; these read the content file and the model, so an
 * editor hears of a claim before it renders. A claim is any rate ('0%', 'interest-free', 'APR'),
 * instalment ('233 pounds a month') or cost of credit, in vocabulary.ts's words.
 */
const ID = 'credit-example'
const SOURCE = 'FCA CONC 3.5.3R (what triggers the representative example), 3.7.4G (credit broker)'

/** A post's fields the blog lists show (its card: title, excerpt, picture), where no example is. */
const LISTED = ['title', 'excerpt', 'imageAlt'] as const

const slugOf = (file: ContentFile): string => file.path.replace(/^.*\//, '').replace(/\.md$/, '')

/**
 * Whether the file's page shows the representative example with the broker's statement: /finance
 * (its calculator's), a treatment page whose facts panel has one, or the file's own first
 * `[finance <option-id>]`, which the page words as its representative example (placeholders.ts).
 */
function carriesExample(file: ContentFile, practice: Parameters<ContentRule['check']>[1]): boolean {
  if (file.path.startsWith('content/pages/')) {
    const slug = slugOf(file)
    if (slug === 'finance') return true
    const treatment = treatmentForRoute(practice.treatments, slug)
    if (treatment && treatmentExample(practice, treatment)) return true
  }
  return expandPlaceholders(practice, file.body, { representative: true }).text.includes(REPRESENTATIVE)
}

export const creditClaimsContentRule: ContentRule = {
  id: ID,
  source: SOURCE,
  check: (file, practice) => {
    const found: Finding[] = []
    if (file.path.startsWith('content/posts/')) {
      for (const key of LISTED) {
        const value = file.data[key]
        const claim = typeof value === 'string' ? creditClaim(value) : undefined
        if (claim) found.push({ rule: ID, where: `${file.path} (front matter ${key})`, message: `makes a credit claim ("${claim}") the blog lists show, beside no representative example: say "finance", without a rate or an instalment` })
      }
    }
    const claim = [file.body, ...[...stringsIn(file.data)].map(([, text]) => text)].map((text) => creditClaim(text)).find((said) => said !== undefined)
    if (claim && !carriesExample(file, practice)) {
      found.push({ rule: ID, where: file.path, message: `makes a credit claim ("${claim}") on a page with no representative example: add [finance <option-id>], which shows it with the broker's statement, or say "finance" without a rate or an instalment` })
    }
    return found
  },
}

/**
 * The model's words show on many pages (a treatment's fields in its panel and on /fees, a fee
 * line, a clinic's description), most with no example: none makes a credit claim. The finance
 * record is what the examples are worked from, and says its rates where the example shows them.
 */
export const creditClaimsModelRule: ModelRule = {
  id: ID,
  source: SOURCE,
  check: (practice) =>
    [...stringsIn(practice, '', new Set(['finance']))].flatMap(([where, text]) => {
      const claim = creditClaim(text)
      return claim ? [{ rule: ID, where, message: `makes a credit claim ("${claim}"), which shows beside no representative example: leave rates and instalments to the finance record, whose examples give them` }] : []
    }),
}
