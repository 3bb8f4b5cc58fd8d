import { financeOf, termsPhrase } from '../finance-facts'
import { stringsIn, type ContentRule, type Finding } from './rule'

/** A finance placeholder, and a typed figure among its words: '[finance 3800 12]' (issue 28's form), not an id like 'all-on-4'. */
const FINANCE = /\[finance\s+([^\]]*)\]/g
const FIGURE = /^£?[\d,.]+$/

/**
 * One source for credit terms (issue 35; FCA CONC 3.5.5R asks that figures be accurate, so they
 * come from the finance record): no typed figures in a finance placeholder (name the option,
 * `[finance invisalign-lite]`), no typed terms ('6, 10 or 12 months': write `[finance terms]`) and no
 * typed 'Representative example' (a page has one, from a placeholder or its panel).
 */
export const creditPlaceholdersRule: ContentRule = {
  id: 'credit-placeholders',
  source: 'FCA CONC 3.5.5R; issue 35 (one source)',
  check: (file, practice) => {
    const terms = termsPhrase(financeOf(practice))
    const found: Finding[] = []
    for (const text of [file.body, ...[...stringsIn(file.data)].map(([, value]) => value)]) {
      for (const [typed, words = ''] of text.matchAll(FINANCE)) {
        if (!words.split(/\s+/).some((word) => FIGURE.test(word))) continue
        found.push({ rule: 'credit-placeholders', where: file.path, message: `${typed} types figures: name the option, e.g. [finance invisalign-lite]` })
      }
      if (text.includes(terms)) found.push({ rule: 'credit-placeholders', where: file.path, message: `types the finance terms "${terms}": write [finance terms]` })
      // The page's one representative example comes from a placeholder or the panel, never typed (a second one on the page breaks CONC 3.5.5R's one example).
      if (/representative example\s*:/i.test(text)) found.push({ rule: 'credit-placeholders', where: file.path, message: 'types a "Representative example": write [finance <option-id>], which the page words as its one representative example or as an illustration' })
    }
    return found
  },
}
