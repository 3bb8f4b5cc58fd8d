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
export const NOT_CREDIT_PLAN = /\b(?:membership|members?|subscriptions?|denplan|care plan|dental plan)\b/i

const INSTALMENTS = new RegExp(INSTALMENT.source, 'gi')
/** A cheap first look (the model's check reads every string of a model at its bounds): every claim above holds one of these: a rate, a cost of credit or a period. */
const CREDIT_STEMS = /%|per\s*cent|interest|\bAPR\b|payable|credit|deposit|month|week|\bpcm\b|p\/m|\bpm\b|mth|\/\s*mo\b|\bwk\b|instal|payment/i

/**
 * The credit claim a text makes, if any: the words that trigger the representative example, as
 * written. `plans`: the amounts the practice charges a month for a plan (its options priced 'per
 * month'), which are fees, not instalments, wherever they are shown.
 */
export function creditClaim(text: string, plans: ReadonlySet<number> = new Set()): string | undefined {
  if (!CREDIT_STEMS.test(text)) return undefined
  for (const pattern of CREDIT_RATES) {
    const rate = pattern.exec(text)
    if (rate) return rate[0]
  }
  const cost = COST_OF_CREDIT.exec(text)
  if (cost) return cost[0]
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    if (NOT_CREDIT_PLAN.test(sentence)) continue
    for (const [instalment] of sentence.matchAll(INSTALMENTS)) {
      const amount = Number(/\d[\d,]*(?:\.\d+)?/.exec(instalment)?.[0].replace(/,/g, '') ?? Number.NaN)
      if (!plans.has(amount)) return instalment
    }
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

/** A cheap first look (the model's check reads every string of a model at its bounds): a stem every name above holds. */
const NAME_STEMS = /botu|boto|azza|boco|dysp|xeom|lety|allu|relf|vist|nuce|jeuv|daxx|toxi|neur|wrin/i

/** The medicine a text names, as written, if any. */
export const prescriptionOnlyName = (text: string): string | undefined => (NAME_STEMS.test(text) ? PRESCRIPTION_ONLY_NAME.exec(text)?.[0] : undefined)

/**
 * The words of an effect or duration claim about such a medicine (the ASA's examples of promoting
 * it): what it does to lines, how well and how long. On the medicine's own page any of these is a
 * claim; elsewhere, one in a sentence that names the medicine ('lines respond better to
 * anti-wrinkle treatment').
 */
export const PRESCRIPTION_ONLY_EFFECTS: readonly RegExp[] = [
  /\blasts\b|\blasting\b|\blast (?:for|around|about|up to|between)\b/i,
  /\bwears? off\b/i,
  /\b(?:\d+|two|three|four|five|six)\s*(?:to|–|-)\s*(?:\d+|three|four|five|six)\s*months?\b/i,
  /\bresults?\b/i,
  /\bsmooth(?:s|es|ed|er|ing)?\b/i,
  /\bsoften(?:s|ed|ing)?\b/i,
  /\bwrinkle-free\b|\bline-free\b/i,
  /\byounger\b|\brejuvenat\w*/i,
  /\brefreshed\b/i,
  /\b(?:erase|freeze|frozen|relax(?:es)?) (?:the )?(?:lines|wrinkles|muscles?)\b/i,
  /\breduc\w* (?:the )?(?:appearance of )?(?:lines|wrinkles)\b/i,
  /\brespond(?:s|ed|ing)? (?:better|best|well|quickly)\b/i,
  /\b(?:get rid of|banish(?:es)?|eliminat\w*|remov(?:e|es|ing)|prevent(?:s|ing)?|stop(?:s|ping)?) (?:the |new |fine )?(?:lines|wrinkles|frown lines|crow(?:’|')s feet)\b/i,
  /\b(?:works?|effective(?:ly)?) (?:on|for|against) (?:the )?(?:lines|wrinkles)\b/i,
]

/** The effect or duration claim a text makes, as written, if any. */
export function prescriptionOnlyEffect(text: string): string | undefined {
  for (const pattern of PRESCRIPTION_ONLY_EFFECTS) {
    const claim = pattern.exec(text)
    if (claim) return claim[0]
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Claims (CAP Code 3.1, 3.7, 3.23, 3.33, 3.50, 3.53; GDC Standards 1.3; issue 45): the words of a
// claim about the practice that it cannot stand behind. Read by claims-*.ts.
// ---------------------------------------------------------------------------------------------

/** What a superlative can be about the practice: its people, its places, its care. */
const PRACTICE_NOUN = String.raw`(?:dentists?|dental (?:practices?|surgery|surgeries|clinics?|care|team|services?|centres?)|practices?|clinics?|surgery|surgeries|teams?|orthodontists?|hygienists?|providers?|specialists?|care|services?|centres?)`
/** Words that may stand between a superlative and its noun ('best private dentist'), never a preposition ('best way to'). */
const BETWEEN = String.raw`(?:\s+(?!(?:to|for|of|by|way|ways|in|on|at|and|or|with|if|when|time|thing|option|results?)\b)[\w’'-]+){0,2}`
const SUPERLATIVE_WORD = String.raw`(?:best|leading|top|top[\s-]rated|highest[\s-]rated|best[\s-]rated|finest|greatest|premier|foremost|number\s+one|no\.?\s?1|#1|most\s+(?:trusted|experienced|advanced|recommended|popular))`

/**
 * A superlative or comparative about the practice (CAP Code 3.7, 3.33: claims it cannot prove;
 * comparisons with identifiable competitors): 'the best dentist in Maidenhead', 'a leading
 * practice', 'we are number one', 'No. 1 in Slough', 'better than other dentists', 'unrivalled'.
 * Not 'the best way to brush' nor 'best treated by a specialist': the word must be about us.
 * `places` are the towns the practice is in ('best in Maidenhead').
 */
export function superlativeClaim(sentence: string, places: readonly string[] = []): string | undefined {
  if (!SUPERLATIVE_HINT.test(sentence)) return undefined
  for (const pattern of superlativePatterns(places)) {
    const found = pattern.exec(sentence)
    if (found) return found[0]
  }
  return undefined
}

/** A cheap first look: a sentence with none of these words makes no superlative or comparison. */
const SUPERLATIVE_HINT = /best|leading|top|rated|finest|greatest|premier|foremost|number|no\.?\s?1|#1|most|than|second to none|unrivall?ed|unbeat|unmatched|unparall/i

// The patterns for one list of towns, made once (a model at its bounds has tens of thousands of strings).
const patternsFor = new Map<string, readonly RegExp[]>()

function superlativePatterns(places: readonly string[]): readonly RegExp[] {
  const key = places.join('\n')
  const made = patternsFor.get(key)
  if (made) return made
  const town = places.length > 0 ? `|${places.map(escape).join('|')}` : ''
  const patterns = [
    new RegExp(String.raw`\b${SUPERLATIVE_WORD}${BETWEEN}\s+${PRACTICE_NOUN}\b`, 'i'),
    new RegExp(String.raw`\b(?:we(?:’|')re|we are|(?:larkspur|our (?:practice|clinics?|team|dentists?))(?:\s+[\w-]+){0,3}\s+(?:is|are))\s+(?:\w+\s+)?(?:the|a|one of the)\s+${SUPERLATIVE_WORD}\b`, 'i'),
    new RegExp(String.raw`(?:\b|#)${SUPERLATIVE_WORD}\s+(?:[\w-]+\s+){0,3}in\s+(?:the\s+)?(?:UK|area|region|town|county|country|Britain|England|Berkshire|Buckinghamshire${town})\b`, 'i'),
    /\b(?:better|cheaper|safer|gentler|more (?:experienced|qualified|affordable|advanced|trusted|caring))\s+than\s+(?:any|other|most|all|every|the rest|local|nearby|high[\s-]street|your current)\b/i,
    /\bsecond to none\b|\bunrivall?ed\b|\bunbeat(?:able|en)\b|\bunmatched\b|\bunparall?ell?ed\b/i,
  ]
  // Bounded: a model's clinics are few, and the map keeps one entry per distinct list of towns.
  if (patternsFor.size > 20) patternsFor.clear()
  patternsFor.set(key, patterns)
  return patterns
}

/** 'Painless', 'pain-free', 'pain free', 'pain-less' (CAP Code 3.1, 3.7: no treatment is without discomfort for everyone). */
export const PAINLESS = /\bpain[\s-]?less(?:ly)?\b|\bpain[\s-]free\b/i

/** 'Guarantee', 'guaranteed', 'guarantees' (CAP Code 3.53-3.57). */
export const GUARANTEE = /\bguarantee(?:s|d|ing)?\b/i
/** A guarantee denied: 'cannot be guaranteed', 'no guarantee', 'we can’t guarantee'. */
export const GUARANTEE_DENIED = /\b(?:no|not|cannot|can(?:’|')t|never|nobody can|don(?:’|')t|isn(?:’|')t)\s+(?:\w+\s+){0,2}guarantee/i
/** A guarantee that states its terms beside it (CAP Code 3.55: significant conditions stated). */
export const GUARANTEE_TERMS = /\bstatutory rights\b|\bas long as\b|\bprovided (?:that|you)\b|\bon (?:the )?(?:same )?conditions\b|\bterms and conditions\b/i

/** A body that rates or awards: the CQC does not rate dental practices (it inspects them). */
export const CQC = /\b(?:CQC|Care Quality Commission)\b/i
export const RATING = /\b(?:rated|ratings?|outstanding|requires improvement|inadequate|five[\s-]star|5[\s-]star)\b|\bCQC[\s-]+(?:good|excellent)\b|\b(?:good|excellent)\s+(?:\w+\s+){0,2}(?:CQC|Care Quality Commission)\b/i
export const RATING_DENIED = /\b(?:does not|doesn(?:’|')t|do not|don(?:’|')t|not)\s+(?:\w+\s+){0,2}(?:rate|rated|ratings?|give ratings)\b/i
/** An award the practice would have to hold and show as a trust mark (src/practice/accreditations.ts). */
export const AWARD = /\baward[\s-]winning\b|\bwinners? of\b.{0,40}\bawards?\b|\bwon (?:the |an? )?(?:[\w-]+ ){0,4}awards?\b|\bvoted (?:the )?(?:best|top|number one|no\.? ?1|#1)\b/i

/** 'Free' in any spelling, and 'complimentary': 'FREE', 'free-of-charge', 'free of charge'. Not 'interest-free', 'pain-free', 'free-standing'. */
export const FREE = /(?<![-\w])(?:free(?:[\s-]of[\s-]charge)?|complimentary)(?![-\w])/i
/** 'Free' that offers nothing: a clinical term ('free gingival graft'), 'free from', 'feel free to'. Read out before FREE. */
export const FREE_NOT_OFFERED = /\bfree\s+(?:gingival|(?:soft\s+)?tissue|connective|flap|graft|radicals?)\b|\bfree\s+from\b|\bfeel\s+free\b|\bfree\s+to\b/gi
/** Something paid that 'free' may not be part of: a package or plan, its members, a purchase. */
export const PAID_PACKAGE = /\b(?:members?(?!\s+of\s+(?:the|our)\s+team)|membership|subscri(?:ption|bers?|be)|denplan|package|bundle|(?:payment|care|dental|monthly|maintenance|practice|membership) plans?|plan members?|(?:with )?(?:every|each|any|all|your) (?:[\w-]+ ){0,2}(?:treatment|course|purchase|implants?|aligners?|invisalign|veneers?|crowns?|case)s?|when you (?:buy|book|start|pay for|join|sign up))\b/i

/**
 * The GDC's specialist lists (the GDC's register of specialists, 13 lists): 'specialist' may be
 * said only of someone on one, in its name ('Specialist in Endodontics', 'specialist orthodontist').
 */
export const GDC_SPECIALIST_LISTS = [
  'Dental and Maxillofacial Radiology', 'Dental Public Health', 'Endodontics', 'Oral and Maxillofacial Pathology', 'Oral Medicine', 'Oral Microbiology',
  'Oral Surgery', 'Orthodontics', 'Paediatric Dentistry', 'Periodontics', 'Prosthodontics', 'Restorative Dentistry', 'Special Care Dentistry',
] as const
export type SpecialistList = (typeof GDC_SPECIALIST_LISTS)[number]
/** The word as said of a person: 'specialist', 'specialists', 'specialises', 'specialized in'. Not 'specialised procedure'. */
export const SPECIALIST = /\bspecialists?\b|\bspeciali[sz](?:es|ing|ed in)\b/i
/** A specialist somewhere else: a referral, a hospital. */
export const SPECIALIST_ELSEWHERE = /\brefer(?:s|red|ral|rals|ring)?\b|\bhospital\b|\belsewhere\b|\banother (?:practice|clinic)\b/i
/**
 * 'Specialist' said of a person or of us: 'our specialist', 'we are specialists', 'we specialise',
 * 'specialist implant dentist', 'Specialist in Endodontics', 'specialises in'. Not 'specialist
 * software', nor 'Do I need to see a specialist?'.
 */
export const SPECIALIST_OF_US = /\bour\s+(?:[\w-]+\s+){0,2}specialists?\b|\bwe(?:(?:’|')re|\s+are)\s+(?:[\w-]+\s+){0,2}specialists?\b|\bspeciali[sz](?:e|es|ing)\s+in\b|\bspecialists?\s+(?:in\s+\p{L}|(?:[\w-]+\s+){0,2}?(?:dentists?|surgeons?|[\w-]{2,}ists?|team|practice|clinic|centre)\b)/iu

/** A before-and-after picture by its words (alt text, caption): 'before and after', 'before/after', 'after whitening'. */
export const BEFORE_AFTER_WORDS = /\bbefore\s*(?:and|&|\/|-|–)\s*after\b|\b(?:before|after)\s+(?:[\w-]+\s+){0,2}?(?:treatment|whitening|bonding|veneers?|invisalign|braces|aligners?|implants?|surgery|fillers?|injections?|makeover|photos?|pictures?)\b|\b(?:results?|transformation) (?:photos?|pictures?)\b/i
/** A before-and-after picture by its file name: 'smile-before.jpg', 'after_2.webp', 'before-after-1.png'. */
export const BEFORE_AFTER_FILE = /(?:^|[-_./])(?:before|after)(?:[-_.]|$)/i

/** A time limit that pressures a decision (CAP Code 3.31, 12.12 with the ASA's notice on injectables). */
export const TIME_LIMITED = /\b(?:this|next) (?:month|week|weekend) only\b|\b(?:today|tonight|this week) only\b|\blimited[\s-]time\b|\bfor a limited (?:time|period)\b|\boffer ends\b|\bends (?:soon|on|this)\b|\bwhile (?:stocks|spaces|slots) last\b|\b(?:book|buy|pay) (?:by|before)\b|\bonly until\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december|summer|winter|spring|autumn|christmas|new year|black friday) (?:offer|deal|special|sale)s?\b|\bflash sale\b|\blast chance\b/i

/**
 * Every claim above starts with one of these words: a model string with none makes no claim, so the
 * model rules read only the strings that have one (a model at its bounds has tens of thousands).
 */
export const CLAIM_HINT = new RegExp(
  [SUPERLATIVE_HINT.source, 'free|complimentary|pain|guarant|cqc|care quality|award|voted|winner|won\\b|speciali', TIME_LIMITED.source].join('|'),
  'i',
)
