import type { Treatment } from '../model'
import type { Finding, ModelRule } from './rule'

/**
 * Prices include every mandatory charge (issue 35). Under the DMCC Act 2024 (s.230) and the CMA's
 * guidance on price transparency (CMA209), a price must include every charge a consumer cannot
 * avoid; GDC Standards 2.4 asks that patients know what they will pay. So a charge that every
 * patient of a treatment pays (its `requires`: a CBCT scan before an implant, retainers after
 * braces) is inside each of its prices (each option's `includes`), and a charge that depends on
 * the patient (its `extras`: a graft if the scan shows too little bone) is named beside the price
 * with how it is decided (the facts panel and /fees show both). Every id named must be a priced
 * option of the model, so what the panel says is included has a price of its own on /fees.
 */
export const pricesRule: ModelRule = {
  id: 'prices',
  source: 'DMCC Act 2024 s.230; CMA209 (price transparency); GDC Standards 2.4',
  check: (practice) => {
    // Not facts.ts's optionById: facts.ts runs these rules, and a rule importing it would make a cycle.
    const priced = new Set(practice.treatments.flatMap((each) => each.options.map((option) => option.id)))
    return practice.treatments.flatMap((treatment) => treatmentFindings(priced, treatment))
  },
}

/** The first few ids of a list, and how many more (issue 44: a finding names a few, never thousands). */
export function someIds(ids: readonly string[], few = 3): string {
  const named = ids.slice(0, few).map((id) => `"${id}"`).join(', ')
  return ids.length > few ? `${named} and ${ids.length - few} more` : named
}

/**
 * One finding per field of a treatment at most (issue 44): an option's, its requires' or its
 * extras' problems are said together, naming a few of the ids. Before, one per option and required
 * id: 3,000 × 3,000 made 9 million findings and ran the heap out.
 */
function treatmentFindings(priced: ReadonlySet<string>, treatment: Treatment): Finding[] {
  const where = `treatments[${treatment.slug}]`
  const own = new Set(treatment.options.map((option) => option.id))
  const findings: Finding[] = []
  const found = (at: string, messages: readonly string[]) => {
    if (messages.length > 0) findings.push({ rule: pricesRule.id, where: at, message: messages.join('; ') })
  }
  /** An id must name a priced option of another treatment: a charge of its own, priced on /fees. */
  const named = (field: string, ids: readonly string[]): string[] => {
    const itself = ids.filter((id) => own.has(id))
    const unpriced = ids.filter((id) => !own.has(id) && !priced.has(id))
    return [
      ...(itself.length > 0 ? [`${field} names ${someIds(itself)}, an option of this treatment itself, not a charge of its own`] : []),
      ...(unpriced.length > 0 ? [`${field} names ${someIds(unpriced)}, which is no priced option of the model`] : []),
    ]
  }
  found(`${where}.requires`, named('requires', treatment.requires))
  for (const option of treatment.options) {
    const included = new Set(option.includes)
    const missing = treatment.requires.filter((id) => !included.has(id))
    const unpaid = missing.length > 0 ? [`every patient pays ${someIds(missing)} (the treatment's requires), so this price must include it: add it to the option's includes, raising the price`] : []
    found(`${where}.options[${option.id}]`, [...named('includes', option.includes), ...unpaid])
  }
  const required = new Set(treatment.requires)
  const both = treatment.extras.filter((extra) => required.has(extra.option)).map((extra) => extra.option)
  const bothMessage = both.length > 0 ? [`${someIds(both)} is both required of every patient and an extra that depends on the patient`] : []
  found(`${where}.extras`, [...named('extras', treatment.extras.map((extra) => extra.option)), ...bothMessage])
  return findings
}
