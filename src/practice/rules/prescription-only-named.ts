import type { Practice } from '../model'
import { pageText } from './credit-page-text'
import { isConsultation, isPrescriptionOnly, structuredOffers } from './prescription-only'
import { stringsIn, type ContentRule, type Finding, type ModelRule, type PageRule } from './rule'
import { creditClaim, MONEY, prescriptionOnlyEffect, prescriptionOnlyName } from './vocabulary'

/**
 * Prescription-only medicines named anywhere (CAP Code 12.12; issue 45): the switch on a treatment
 * (prescription-only.ts) guards its own page; these read every other place an editor writes, by
 * the medicine's name (vocabulary.ts): a page, a post, a fee line, a clinic's words, the menu,
 * structured data. A sentence that names such a medicine may not price it, offer credit for it or
 * claim what it does. Its consultation may be priced: a sentence saying "consultation" and only
 * the consultation's price passes.
 */
const ID = 'prescription-only'
const SOURCE = 'CAP Code 12.12; Human Medicines Regulations 2012 reg. 284; ASA enforcement notice on botulinum toxin'

/** What a consultation for such a medicine costs: the only prices a sentence naming one may give. */
interface Allowed {
  readonly amounts: ReadonlySet<number>
  readonly ids: ReadonlySet<string>
}

function allowedOf(practice: Practice): Allowed {
  const consultations = practice.treatments.filter(isPrescriptionOnly).flatMap((treatment) => treatment.options.filter(isConsultation).map((option) => ({ treatment, option })))
  return {
    amounts: new Set(consultations.flatMap(({ option }) => [option.from, ...(option.to === undefined ? [] : [option.to])])),
    ids: new Set(consultations.flatMap(({ treatment, option }) => [treatment.slug, option.id])),
  }
}

/** The amount a written price names ('£300', '9 pounds'), or NaN for one in words. */
const amountOf = (price: string): number => Number(price.replace(/&[^;]+;/g, '').replace(/[^\d.]/g, '') || Number.NaN)

/** What a sentence does to promote a medicine it names, if it does: 'an effect claim ("lasts")', 'a price ("£300")'. */
export function promotion(sentence: string, allowed: Allowed, named = prescriptionOnlyName(sentence)): string | undefined {
  if (named === undefined) return undefined
  const effect = prescriptionOnlyEffect(sentence)
  if (effect !== undefined) return `an effect claim ("${effect}")`
  const credit = creditClaim(sentence) ?? /\[finance\b[^\]]*\]/.exec(sentence)?.[0]
  if (credit !== undefined) return `finance ("${credit}")`
  const placeholder = [...sentence.matchAll(/\[price\s+([a-z0-9-]+)[^\]]*\]/g)].find((match) => !allowed.ids.has(match[1] ?? ''))
  if (placeholder) return `a price ("${placeholder[0]}")`
  const consultation = /\bconsultation\b/i.test(sentence)
  const price = [...sentence.matchAll(MONEY)].find((match) => !consultation || !allowed.amounts.has(amountOf(match[0])))
  return price ? `a price ("${price[0]}")` : undefined
}

const sentencesOf = (text: string): string[] => text.split(/(?<=[.;!?])\s+|\n+/).filter((sentence) => sentence.trim() !== '')

/** One finding per place (issue 44's bound): the first promoting sentence, and how many more. */
function found(where: string, said: readonly (readonly [string, string])[]): Finding[] {
  const [first] = said
  if (!first) return []
  const more = said.length > 1 ? ` (and ${said.length - 1} more)` : ''
  return [{ rule: ID, where, message: `"${first[0].trim().slice(0, 160)}" names a prescription-only medicine with ${first[1]}${more}: say nothing of its price, finance or effect` }]
}

/** `medicine`: the text is about one without naming it (a prescription-only treatment's own fields). */
function promotingSentences(texts: readonly string[], allowed: Allowed, medicine?: string): [string, string][] {
  const about = medicine === undefined ? texts.filter((text) => prescriptionOnlyName(text) !== undefined) : texts
  return about.flatMap(sentencesOf).flatMap((sentence) => {
    const how = promotion(sentence, allowed, medicine ?? prescriptionOnlyName(sentence))
    return how === undefined ? [] : [[sentence, how] as [string, string]]
  })
}

/** A fee line in free words that names such a medicine prices or offers it outside its consultation ('Anti-wrinkle treatment, three areas: £300'). */
function feeLineFindings(practice: Practice): Finding[] {
  return practice.fees.sections.flatMap((section, at) =>
    section.items.flatMap((item, line) => {
      if (!('free' in item)) return []
      const named = prescriptionOnlyName(`${item.name} ${item.free}`)
      if (named === undefined || isConsultation(item)) return []
      return [{ rule: ID, where: `fees.sections[${at}].items[${line}]`, message: `the fee line "${item.name}: ${item.free}" names a prescription-only medicine ("${named}"): only its consultation is priced, as an option of its treatment` }]
    }),
  )
}

export const prescriptionOnlyNamedModel: ModelRule = {
  id: ID,
  source: SOURCE,
  check: (practice) => {
    const allowed = allowedOf(practice)
    // Every text but the finance record's (which names no medicine), each at its own path; a
    // prescription-only treatment's own fields are about its medicine whether they name it or not.
    const own = new Map(practice.treatments.map((treatment, at) => [`treatments[${at}]`, isPrescriptionOnly(treatment) ? treatment.name : undefined]))
    const strings = [...stringsIn(practice, '', new Set(['finance']))].filter(([, text]) => text.length > 0)
    return [
      ...feeLineFindings(practice),
      ...strings.flatMap(([where, text]) => found(where, promotingSentences([text], allowed, own.get(/^treatments\[\d+\]/.exec(where)?.[0] ?? '')))),
    ]
  },
}

export const prescriptionOnlyNamedContent: ContentRule = {
  id: ID,
  source: SOURCE,
  check: (file, practice) => found(file.path, promotingSentences([file.body, ...[...stringsIn(file.data)].map(([, text]) => text)], allowedOf(practice))),
}

/** Every string of the page's structured data (an FAQ's answer, a service's description). */
function structuredStrings(html: string): string[] {
  const strings: string[] = []
  for (const match of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      strings.push(...[...stringsIn(JSON.parse(match[1] ?? ''))].map(([, text]) => text))
    } catch {
      // Malformed structured data is another check's concern.
    }
  }
  return strings
}

export const prescriptionOnlyNamedPage: PageRule = {
  id: ID,
  source: SOURCE,
  check: (page, practice) => {
    const { lines, around } = pageText(page.html)
    const findings = found(page.path, promotingSentences([...lines, ...around, ...structuredStrings(page.html)], allowedOf(practice)))
    const offer = structuredOffers(page.html).find((candidate) => !isConsultation(candidate) && prescriptionOnlyName(`${candidate.name} ${candidate.service}`) !== undefined)
    if (offer) findings.push({ rule: ID, where: page.path, message: `structured data offers "${offer.name || offer.service}", a prescription-only medicine; only its consultation may be offered` })
    return findings
  },
}
