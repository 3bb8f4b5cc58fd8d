import type { Practice, Treatment } from '../model'
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
  check: (practice) => practice.treatments.flatMap((treatment) => treatmentFindings(practice, treatment)),
}

function treatmentFindings(practice: Practice, treatment: Treatment): Finding[] {
  const where = `treatments[${treatment.slug}]`
  const own = new Set(treatment.options.map((option) => option.id))
  // Not facts.ts's optionById: facts.ts runs these rules, and a rule importing it would make a cycle.
  const priced = new Set(practice.treatments.flatMap((each) => each.options.map((option) => option.id)))
  const findings: Finding[] = []
  const found = (at: string, message: string) => findings.push({ rule: pricesRule.id, where: at, message })
  /** An id must name a priced option of another treatment: a charge of its own, priced on /fees. */
  const named = (at: string, field: string, id: string) => {
    if (own.has(id)) found(at, `${field} names "${id}", an option of this treatment itself, not a charge of its own`)
    else if (!priced.has(id)) found(at, `${field} names "${id}", which is no priced option of the model`)
  }
  for (const id of treatment.requires) named(`${where}.requires`, 'requires', id)
  for (const option of treatment.options) {
    const at = `${where}.options[${option.id}]`
    for (const id of option.includes) named(at, 'includes', id)
    for (const id of treatment.requires) {
      if (!option.includes.includes(id)) found(at, `every patient pays "${id}" (the treatment's requires), so this price must include it: add it to the option's includes, raising the price`)
    }
  }
  for (const extra of treatment.extras) {
    named(`${where}.extras`, 'extras', extra.option)
    if (treatment.requires.includes(extra.option)) found(`${where}.extras`, `"${extra.option}" is both required of every patient and an extra that depends on the patient`)
  }
  return findings
}
