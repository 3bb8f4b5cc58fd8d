import { newOptionId, optionIdOf } from './ids'

// Fixed answers, written out: an id is stored in every record and named by sections, fee lines and
// placeholders, so a change to the derivation would orphan them (issue 35). The plugin's PHP
// (Larkspur_Practice_Options::id_of) is checked against the same function in the WordPress suite.
// The names a practice writes, and the awkward ones: accents (NFKD leaves the mark, which becomes a
// hyphen, as the plugin's fallback without php-intl does), letters with no decomposition, ligatures,
// full-width letters, '&' and other punctuation, symbols, digits, runs of separators and leading
// or trailing ones, names with no letter or digit at all, and long names (never cut).
const GOLDEN: readonly (readonly [name: string, id: string])[] = [
  ['Porcelain veneer', 'porcelain-veneer'],
  ['Composite veneer (per tooth)', 'composite-veneer-per-tooth'],
  ['CBCT scan — one jaw', 'cbct-scan-one-jaw'],
  ['Bone graft, if needed', 'bone-graft-if-needed'],
  ['Implant: single tooth (titanium)', 'implant-single-tooth-titanium'],
  ['Upper & lower arch', 'upper-lower-arch'],
  ["Children's check-up", 'children-s-check-up'],
  ['Children’s check-up', 'children-s-check-up'],
  ['Crème de la crème whitening', 'cre-me-de-la-cre-me-whitening'],
  ['Café\u0301', 'cafe'],
  ['Ñandú', 'n-andu'],
  ['İstanbul', 'i-stanbul'],
  ['Straße', 'stra-e'],
  ['Ærøskøbing special', 'r-sk-bing-special'],
  ['ﬁne-line ﬂoss', 'fine-line-floss'],
  ['Ｆｕｌｌ ｗｉｄｔｈ', 'full-width'],
  ['Invisalign® Lite', 'invisalign-lite'],
  ['½ price ² teeth', '1-2-price-2-teeth'],
  ['£567 offer!', '567-offer'],
  ['1st visit / 2nd visit', '1st-visit-2nd-visit'],
  ['Zirconia crown 2024 - E.MAX', 'zirconia-crown-2024-e-max'],
  ['   spaced   out   ', 'spaced-out'],
  ['tab\tand\nnewline', 'tab-and-newline'],
  ['--dashes--', 'dashes'],
  ['🙂 smile', 'smile'],
  ['Ελληνικά', ''],
  ['!!!', ''],
  ['', ''],
  [
    'Full-arch implant bridge (All-on-4), upper and lower, with temporary teeth on the day',
    'full-arch-implant-bridge-all-on-4-upper-and-lower-with-temporary-teeth-on-the-day',
  ],
  ['x'.repeat(80), 'x'.repeat(80)],
]

describe('optionIdOf', () => {
  it.each(GOLDEN)('derives from %j the id %j', (name, id) => {
    expect(optionIdOf(name)).toBe(id)
  })
})

describe('newOptionId', () => {
  it('gives a new option its derived id when no option has it', () => {
    expect(newOptionId('Porcelain veneer', ['composite-veneer'])).toBe('porcelain-veneer')
  })

  it('numbers the id on when another option of the practice has it', () => {
    expect(newOptionId('Porcelain veneer', ['porcelain-veneer', 'porcelain-veneer-2'])).toBe('porcelain-veneer-3')
  })

  it('gives none for a name with no letter or digit', () => {
    expect(newOptionId('£ — !', [])).toBe('')
  })
})
