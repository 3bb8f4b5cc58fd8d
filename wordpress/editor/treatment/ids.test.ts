import { optionIdOf as siteOptionIdOf } from '../../../src/practice/model'
import { newOptionId, optionIdOf } from './ids'

// The names a practice writes, and the awkward ones: accents, ligatures, full-width letters,
// punctuation only, symbols, runs of separators and leading or trailing ones.
const NAMES = [
  'Porcelain veneer',
  'Composite veneer (per tooth)',
  'CBCT scan — one jaw',
  'Bone graft, if needed',
  'Crème de la crème whitening',
  'Ærøskøbing special',
  'ﬁne-line ﬂoss',
  'Ｆｕｌｌ ｗｉｄｔｈ',
  'Straße',
  'İstanbul',
  'Invisalign® Lite',
  '£567 offer!',
  '   spaced   out   ',
  '--dashes--',
  '1st visit / 2nd visit',
  '🙂 smile',
  '!!!',
  '',
  'Ñandú',
  'Ελληνικά',
  'Upper & lower arch',
  'Implant: single tooth (titanium)',
  "Children's check-up",
  'x'.repeat(80),
]

describe('optionIdOf', () => {
  it.each(NAMES)('derives the id the website derives for %j', (name) => {
    expect(optionIdOf(name)).toBe(siteOptionIdOf(name))
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
