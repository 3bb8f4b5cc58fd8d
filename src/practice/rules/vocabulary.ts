/**
 * The rules' vocabulary in one place (issue 45): the words and figures an editor really writes
 * that a rule has to recognise. Each section below is owned by the rules that read it; a word is
 * added here, with a test beside it (vocabulary.test.ts), never retyped in a rule.
 */

// ---------------------------------------------------------------------------------------------
// Credit (FCA CONC 3.5.3R, 3.7.4G): what makes a promotion a credit promotion with a figure.
// ---------------------------------------------------------------------------------------------

/** Number words an editor writes a price in: 'seventy-five pounds', 'two hundred and fifty pounds'. */
export const NUMBER_WORDS: readonly string[] = [
  'zero', 'nought', 'nil', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
  'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'million',
]

const NUMBER_WORD = `(?:${NUMBER_WORDS.join('|')})`
/** 'seventy-five', 'two hundred and fifty', 'a hundred', 'a thousand'. */
const NUMBER_IN_WORDS = `(?:a\\s+(?:hundred|thousand)|${NUMBER_WORD})(?:(?:\\s*-\\s*|\\s+(?:and\\s+)?)${NUMBER_WORD})*`
/** A figure: '233', '1,250', '233.34'. */
const FIGURE = '\\d[\\d,]*(?:\\.\\d{1,2})?'
/** A pound sign as text or as HTML writes it. */
const POUND_SIGN = '(?:£|&pound;|&#163;|&#x0*a3;)'

/**
 * An amount of money in any wording: '£233.34', '&pound;75', '233 pounds', 'GBP 75', '75 GBP',
 * 'seventy-five pounds', '75 quid'. Global: read with matchAll.
 */
export const MONEY = new RegExp(
  `${POUND_SIGN}\\s*${FIGURE}|\\bGBP\\s*${FIGURE}|\\b(?:${FIGURE}|${NUMBER_IN_WORDS})\\s*(?:pounds?(?:\\s+sterling)?|quid|GBP)\\b`,
  'gi',
)

/** An amount written without a pound sign: 'seventy-five pounds', '9 pounds a unit', 'GBP 75' (the one-source rule reads these like '£75'). */
export const PRICE_IN_WORDS = new RegExp(`\\bGBP\\s*${FIGURE}|\\b(?:${FIGURE}|${NUMBER_IN_WORDS})\\s*(?:pounds?(?:\\s+sterling)?|quid|GBP)\\b`, 'gi')

/**
 * A rate of interest or charge, in any wording (CONC 3.5.3R: any rate triggers the representative
 * example): '0%', '0 % APR', 'zero per cent', 'interest-free', 'interest free', 'no interest',
 * 'APR', '9.9% finance', 'rate of interest'.
 */
export const CREDIT_RATES: readonly RegExp[] = [
  /(?<![\d.,])0(?:\.0+)?\s*(?:%|per\s*cent\b|percent\b)|\b(?:zero|nought|nil)\s*(?:%|per\s*cent\b|percent\b)/i,
  /\binterest[\s-]*free\b|\b(?:no|zero|nil|without)\s+interest\b|\brate of (?:interest|charge)\b/i,
  /\d(?:\.\d+)?\s*%\s*(?:APR|interest|finance|credit|loan)\b/i,
  // Capitals only: 'Apr' is April in a post's date.
  /\bAPR\b/,
]

/** A period an instalment is paid in: 'per month', 'a month', 'monthly', '/month', 'pcm', 'a week'. */
const PERIOD = '(?:per|a|an|each|every|/)\\s*(?:calendar\\s+)?(?:month|mth|mo|week|wk)\\b|\\bmonthly\\b|\\bweekly\\b|\\bpcm\\b|\\bp/m\\b|\\bpm\\b'
const MONEY_SOURCE = MONEY.source

/**
 * An instalment figure, in any wording: '£233.34 per month', '233 pounds a month', '£70 monthly',
 * 'monthly payments of £70.84', '12 payments of £20', 'instalments of £50', 'pay £20 a week'.
 */
export const INSTALMENT = new RegExp(
  `(?:${MONEY_SOURCE})\\s*,?\\s*(?:${PERIOD})|\\b(?:monthly|weekly|\\d+|${NUMBER_WORD})\\s+(?:re)?(?:payments?|instal?ments?)\\s+(?:of|from)\\s+(?:just\\s+|only\\s+)?(?:${MONEY_SOURCE})|\\binstal?ments?\\s+(?:of|from)\\s+(?:${MONEY_SOURCE})`,
  'i',
)

/**
 * An amount of the cost of credit (CONC 3.5.3R): 'total amount payable', 'cost of credit',
 * 'total payable £…', 'interest of £…', 'no deposit' / '£0 deposit'.
 */
export const COST_OF_CREDIT = new RegExp(
  `\\btotal (?:amount )?(?:payable|repayable)\\b|\\bcost of (?:the )?credit\\b|\\binterest (?:of|charges? of)\\s+(?:${MONEY_SOURCE})|\\b(?:no|zero|nil)\\s+deposit\\b|${POUND_SIGN}\\s*0(?:\\.00)?\\s+deposit\\b`,
  'i',
)

/**
 * A paid plan that is not credit: a membership's monthly fee ('Membership from £27 per month') is
 * a price, not an instalment. A sentence naming one, with no rate, is not a credit promotion.
 */
export const NOT_CREDIT_PLAN = /\b(?:membership|member|subscription|denplan|care plan|dental plan|payment plan for (?:check-ups|examinations))\b/i

/** The credit claim a text makes, if any: the words that trigger the representative example, as written. */
export function creditClaim(text: string): string | undefined {
  for (const pattern of CREDIT_RATES) {
    const rate = pattern.exec(text)
    if (rate) return rate[0]
  }
  const cost = COST_OF_CREDIT.exec(text)
  if (cost) return cost[0]
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const instalment = INSTALMENT.exec(sentence)
    if (instalment && !NOT_CREDIT_PLAN.test(sentence)) return instalment[0]
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Prescription-only medicines (CAP Code 12.12; Human Medicines Regulations 2012 reg. 284).
// ---------------------------------------------------------------------------------------------

/**
 * Botulinum toxin and its brand names, and the words the public uses for it. A treatment, fee line,
 * page or post naming one is about a prescription-only medicine, whatever its switch says.
 */
export const PRESCRIPTION_ONLY_MEDICINES: readonly string[] = [
  'botulinum toxin', 'botulinum', 'botox', 'azzalure', 'bocouture', 'dysport', 'xeomin', 'letybo', 'alluzience', 'relfydess',
  'vistabel', 'vistabex', 'nuceiva', 'jeuveau', 'daxxify', 'neurotoxin', 'neuromodulator', 'toxin',
  'anti-wrinkle', 'anti wrinkle', 'antiwrinkle', 'wrinkle relaxing', 'wrinkle-relaxing', 'wrinkle relaxer', 'wrinkle-relaxer', 'wrinkle relaxant',
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A prescription-only medicine named in a text ('Botox®', 'anti-wrinkle injections', 'toxin'); slugs' hyphens read as spaces too. */
export const PRESCRIPTION_ONLY_NAME = new RegExp(
  `(?<![\\w-])(?:${PRESCRIPTION_ONLY_MEDICINES.map((name) => escape(name).replace(/[ -]/g, '[\\s-]?')).join('|')})(?:s|®|™)?(?![\\w])`,
  'i',
)

/** The medicine a text names, as written, if any. */
export const prescriptionOnlyName = (text: string): string | undefined => PRESCRIPTION_ONLY_NAME.exec(text)?.[0]
