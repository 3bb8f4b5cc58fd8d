import type { FeeItem, Practice, PricedOption, Treatment } from '../model'
import type { Finding, ModelRule } from './rule'
import { MONEY, PRICE_IN_WORDS } from './vocabulary'

/**
 * Fee lines in free words (issue 45). A line of the fee schedule is either a treatment's option,
 * whose price is the model's and meets every price rule (what it includes, the prescription-only
 * rule, one source), or a line in words for what costs nothing on its own ('Free', 'Included in
 * every examination'). A price written in those words escapes every rule an option meets: "Anti-
 * wrinkle treatment, three areas: £300" showed on /fees unchecked. So a free-words line holds no
 * amount, in figures or in words, and is not an option's line under another form.
 */
const ID = 'fee-lines'
const SOURCE = 'DMCC Act 2024 Part 4 and s.230; CMA209 (price transparency); CAP Code 3.17; the team guide: one source per fact'

/** A figure alone, or after 'from': '300', 'from 1,250.00'. */
const BARE_FIGURE = /^\s*(?:from\s+)?\d[\d,]*(?:\.\d{1,2})?\s*$/i

const amountIn = (text: string): string | undefined => [...text.matchAll(MONEY), ...text.matchAll(PRICE_IN_WORDS)][0]?.[0] ?? (BARE_FIGURE.test(text) ? text.trim() : undefined)

const bare = (name: string): string => name.replace(/\s*\(.*?\)/g, '').trim().toLowerCase()

interface Owner {
  readonly treatment: Treatment
  readonly option: PricedOption
}

/** The model's options by name (an option's, or its treatment's for its first) and by price: read once per check, not once per line. */
interface Options {
  readonly byName: ReadonlyMap<string, Owner>
  readonly byPrice: ReadonlyMap<number, Owner>
}

function optionsOf(practice: Practice): Options {
  const byName = new Map<string, Owner>()
  const byPrice = new Map<number, Owner>()
  for (const treatment of practice.treatments) {
    for (const option of treatment.options) {
      if (!byName.has(bare(option.name))) byName.set(bare(option.name), { treatment, option })
      for (const pounds of [option.from, option.to]) if (pounds !== undefined && !byPrice.has(pounds)) byPrice.set(pounds, { treatment, option })
    }
    const first = treatment.options[0]
    if (first && !byName.has(bare(treatment.name))) byName.set(bare(treatment.name), { treatment, option: first })
  }
  return { byName, byPrice }
}

/** The option priced at an amount written with figures, if one is. */
function optionPricedAt(options: Options, amount: string): Owner | undefined {
  const pounds = Number(amount.replace(/&[^;]+;/g, '').replace(/[^\d.]/g, ''))
  return Number.isFinite(pounds) && pounds !== 0 ? options.byPrice.get(pounds) : undefined
}

const describe = ({ treatment, option }: Owner): string => `"${option.name}" of ${treatment.name} (${treatment.slug}, ${option.id})`

function lineFindings(options: Options, item: Extract<FeeItem, { free: string }>, where: string): Finding[] {
  const messages: string[] = []
  const amount = amountIn(item.free) ?? amountIn(item.name)
  if (amount !== undefined) {
    const owner = optionPricedAt(options, amount)
    const whose = owner ? `, the price of the option ${describe(owner)}` : ''
    messages.push(`"${item.name}: ${item.free}" gives a price in free words ("${amount}"${whose}): a priced line is a treatment's option, whose price meets the price rules`)
  }
  const owner = options.byName.get(bare(item.name))
  if (owner) messages.push(`"${item.name}" is the option ${describe(owner)}: list that option, whose price is the model's, not words of its own`)
  return messages.length === 0 ? [] : [{ rule: ID, where, message: messages.join('; ') }]
}

export const feeLinesRule: ModelRule = {
  id: ID,
  source: SOURCE,
  check: (practice) => {
    const options = optionsOf(practice)
    return practice.fees.sections.flatMap((section, at) =>
      section.items.flatMap((item, line) => ('free' in item ? lineFindings(options, item, `fees.sections[${at}].items[${line}]`) : [])),
    )
  },
}
