import type { Practice, PricedOption, Treatment } from '../model'
import type { ContentFile, ContentRule, Finding } from './rule'

/**
 * A treatment page's prose does not contradict its own facts panel (issue 35): /insignia quoted
 * the clear-braces price as its own, /block-grafts the bone graft's, /nerve-repositioning said
 * "priced individually" beside the panel's price. A price that misstates what the treatment costs
 * is a misleading action (DMCC Act 2024 Part 4; CAP Code 3.17), and GDC Standards 2.4 asks for
 * clear costs. So on the page of a treatment record (content/pages/<slug>.md), a sentence that
 * quotes another treatment's price names that treatment or option, and no sentence calls the
 * treatment unpriced. What it cannot see: a sentence that names the other treatment and still
 * reads as this one's price; pages presenting another record (src/practice/treatment-records.ts).
 */
export const ownPricesRule: ContentRule = {
  id: 'own-prices',
  source: 'DMCC Act 2024 Part 4 (misleading actions); CAP Code 3.17; GDC Standards 2.4',
  check: (file, practice) => {
    const slug = /^content\/pages\/([a-z0-9-]+)\.md$/.exec(file.path)?.[1]
    const own = practice.treatments.find((treatment) => treatment.slug === slug)
    return own ? findings(file, practice, own) : []
  },
}

const PRICE = /\[price\s+([a-z0-9-]+)[^\]]*\]/g
/** Words that say a treatment has no price of its own: untrue beside a panel that shows one. */
const UNPRICED = /\b(?:priced individually|individually priced|price on (?:application|request)|no set price|we (?:do not|don't) publish)\b/i

/** How prose may name a treatment or option: its name, without a parenthesis or a comma's tail, and singular. */
function spellings(name: string): string[] {
  const bare = name.replace(/\s*\(.*?\)/g, '').split(',')[0]?.trim().toLowerCase() ?? ''
  return [bare, bare.replace(/s$/, '')].filter((spelling) => spelling.length > 0)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const names = (sentence: string, name: string) => spellings(name).some((spelling) => new RegExp(`\\b${escape(spelling)}\\b`, 'i').test(sentence))

/** The treatment and option a [price …] names: a treatment's slug (its headline) or an option's id. */
function quoted(practice: Practice, reference: string): { treatment: Treatment; option?: PricedOption } | undefined {
  const treatment = practice.treatments.find((candidate) => candidate.slug === reference)
  if (treatment) return { treatment }
  for (const candidate of practice.treatments) {
    const option = candidate.options.find((each) => each.id === reference)
    if (option) return { treatment: candidate, option }
  }
  return undefined
}

function findings(file: ContentFile, practice: Practice, own: Treatment): Finding[] {
  const found: Finding[] = []
  for (const sentence of file.body.split(/(?<=[.;!?])\s+|\n+/)) {
    const quote = sentence.trim().slice(0, 120)
    if (UNPRICED.test(sentence)) found.push({ rule: ownPricesRule.id, where: file.path, message: `says ${own.name} has no set price ("${quote}"), beside the facts panel's price: quote [price ${own.slug}]` })
    for (const [, reference = ''] of sentence.matchAll(PRICE)) {
      const target = quoted(practice, reference)
      if (!target || target.treatment.slug === own.slug) continue
      const named = names(sentence, target.treatment.name) || (target.option ? names(sentence, target.option.name) : target.treatment.options.some((option) => names(sentence, option.name)))
      if (!named) {
        found.push({
          rule: ownPricesRule.id,
          where: file.path,
          message: `quotes the price of ${target.option?.name ?? target.treatment.name} ([price ${reference}]) without naming it ("${quote}"), so it reads as the price of ${own.name}: name it, or quote this treatment's own price`,
        })
      }
    }
  }
  return found
}
