import { optionById } from '@/practice/facts'
import type { Practice, PricedOption, Treatment } from '@/practice/model'
import { formatPrice } from '@/practice/wording'

/**
 * What a price includes and what may be added to it (issue 35; DMCC Act 2024 s.230, CMA209, GDC
 * Standards 2.4): the charges inside it, by name (a CBCT scan, retainers), and the charges that
 * depend on the patient, each with its own price and how it is decided. Read from the model's
 * `includes` and `extras`, so the facts panel and /fees say the same (src/practice/rules/prices.ts
 * checks that every id names a priced option).
 */
export interface PriceTermsView {
  /** 'CBCT scan': each charge the price includes. */
  readonly includes: readonly string[]
  /** The extra's name, its price as /fees words it, and how it is decided ('if your CBCT scan shows too little bone…'). */
  readonly extras: readonly { readonly name: string; readonly price: string; readonly when: string }[]
}

const names = (practice: Pick<Practice, 'treatments'>, ids: readonly string[]) => ids.flatMap((id) => optionById(practice, id)?.option.name ?? [])

/** The terms of one price: what the option includes, and its treatment's extras. */
export function priceTerms(practice: Pick<Practice, 'treatments'>, treatment: Treatment, options: readonly PricedOption[]): PriceTermsView {
  // What every option given includes: the panel says it once for all of a treatment's prices.
  const shared = options.reduce<readonly string[]>((common, option) => common.filter((id) => option.includes.includes(id)), options[0]?.includes ?? [])
  const extras = treatment.extras.flatMap(({ option: id, when }) => {
    const found = optionById(practice, id)
    return found ? [{ name: found.option.name, price: formatPrice(found.option), when }] : []
  })
  return { includes: names(practice, shared), extras }
}

export const hasTerms = (terms: PriceTermsView): boolean => terms.includes.length > 0 || terms.extras.length > 0
