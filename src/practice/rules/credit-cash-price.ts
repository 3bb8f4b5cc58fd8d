import { exampleOption, financeOf } from '../finance-facts'
import type { Finding, ModelRule } from './rule'

/** A price per part of what a patient buys ('per unit' of a bridge): not a cash price anyone pays alone. */
const PART_PRICE = /\bper unit\b/i

/**
 * The finance example's cash price is one a patient buys (FCA CONC 3.5.5R, CONC 3.3.1R: clear,
 * fair and not misleading; issue 35): a finance treatment's example option (marked `representative`,
 * else its headline) is not priced per unit unless it says its `typicalUnits`; at most one option
 * is marked; and the finance record's postal address and first product exist.
 */
export const creditCashPriceRule: ModelRule = {
  id: 'credit-cash-price',
  source: 'FCA CONC 3.5.5R, 3.3.1R; CONC 3.5.3R (postal address)',
  check: (practice) => {
    const found: Finding[] = []
    const finding = (where: string, message: string): Finding => ({ rule: 'credit-cash-price', where, message })
    for (const treatment of practice.treatments.filter((candidate) => candidate.finance)) {
      const option = exampleOption(treatment)
      const where = `treatments[${treatment.slug}].options[${option.id}]`
      if (option.unit && PART_PRICE.test(option.unit) && option.typicalUnits === undefined) {
        found.push(finding(where, `the finance example would use a price ${option.unit}, which no patient buys alone: give typicalUnits, or mark another option representative`))
      }
      if (treatment.options.filter((candidate) => candidate.representative).length > 1) {
        found.push(finding(`treatments[${treatment.slug}]`, 'more than one option is marked representative'))
      }
    }
    const record = financeOf(practice)
    if (!practice.group.clinics.some((clinic) => clinic.slug === record.addressClinic)) {
      found.push(finding('finance.addressClinic', `"${record.addressClinic}" is not a clinic: credit promotions need the practice's postal address`))
    }
    if (!record.products.some((product) => product.productId === record.defaults.productId)) {
      found.push(finding('finance.defaults.productId', `the calculator starts on product ${record.defaults.productId}, which is not one of the products`))
    }
    return found
  },
}
