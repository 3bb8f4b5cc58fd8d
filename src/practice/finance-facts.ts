import { calculationFailure, representativeExample, type RepresentativeExample } from '@/finance'
import { createLogger } from '@/lib/log'
import { headlineOption, mainClinic } from './facts'
import { embeddedFinance, type FinanceRecord } from './finance-record'
import type { Practice, PricedOption, Treatment } from './model'

const financeLog = createLogger('finance')

/** What was already logged, per record: a broken product is said once, not on every request. */
const logged = new WeakMap<object, Set<string>>()
function warnOnce(record: object, key: string, event: string, facts: { id?: string; error?: unknown }): void {
  const said = logged.get(record) ?? new Set<string>()
  logged.set(record, said)
  if (said.has(key)) return
  said.add(key)
  financeLog.warn(event, facts)
}

/** The finance record as the model holds it: the served model's, or the embedded one where WordPress has none yet. The rules read this one. */
export const writtenFinanceOf = (practice: Pick<Practice, 'finance'>): FinanceRecord => practice.finance ?? embeddedFinance

const usable = new WeakMap<FinanceRecord, FinanceRecord>()

/**
 * The practice's finance record as pages use it, and what it says beside every example (issue 35):
 * less any product the calculator cannot work out at its own loan limits (issue 44). The model's
 * check refuses such a product (rules/finance-figures.ts); one that got past it anyway is left out
 * and logged, and every page still answers with the rest.
 */
export function financeOf(practice: Pick<Practice, 'finance'>): FinanceRecord {
  const record = writtenFinanceOf(practice)
  const known = usable.get(record)
  if (known) return known
  const products = record.products.filter((product) => {
    const failure = calculationFailure(product, [product.minLoan, product.maxLoan])
    if (failure) warnOnce(record, `product ${product.productId}`, 'finance product left out: its figures cannot be worked out', { id: String(product.productId) })
    return failure === null
  })
  const served = products.length === record.products.length ? record : { ...record, products }
  usable.set(record, served)
  return served
}

const list = new Intl.ListFormat('en-GB', { type: 'conjunction' })

/** The postal address credit promotions give (CONC 3.5.3R): the record's clinic's, else the main clinic's. */
export function creditAddress(practice: Pick<Practice, 'group' | 'finance'>): string {
  const clinic = practice.group.clinics.find((candidate) => candidate.slug === financeOf(practice).addressClinic) ?? mainClinic(practice.group)
  const { street, locality, region, postcode } = clinic.address
  return `${street}, ${locality}, ${region} ${postcode}`
}

/**
 * Who brokers the credit (CONC 3.7.4G: legal name, FCA status and firm reference number, credit
 * broker not lender, which lenders and whether exclusively), where (CONC 3.5.3R), and any commission
 * (CONC 4.5.3R), in three sentences shown beside the representative example.
 */
export function brokerSentence(practice: Pick<Practice, 'group' | 'finance'>): string {
  const record = financeOf(practice)
  const lenders = list.format(record.lenders)
  const works = record.exclusive ? `We work exclusively with ${lenders}.` : `We work with ${record.lenders.length > 1 ? 'these lenders' : 'this lender'}: ${lenders}.`
  return [
    `${record.legalName}, ${creditAddress(practice)}, is ${record.fcaStatus} (firm reference number ${record.firmReferenceNumber}).`,
    record.brokerStatement,
    works,
    record.commission,
  ].join(' ')
}

/** The option a treatment's example uses: the one marked representative, else the headline option. */
export const exampleOption = (treatment: Treatment): PricedOption => treatment.options.find((option) => option.representative) ?? headlineOption(treatment)

/** The cash price, in whole pounds, a patient buys of an option: its price times its typical units (a three-unit bridge). */
export const exampleCashPrice = (option: PricedOption): number => option.from * (option.typicalUnits ?? 1)

/** The worked example of a cash price from the practice's record: longest term, no deposit; null outside its range. */
export function exampleFor(practice: Pick<Practice, 'finance'>, pounds: number, months?: number): RepresentativeExample | null {
  const record = financeOf(practice)
  try {
    return representativeExample(pounds, record, months)
  } catch (error) {
    // A price the product cannot work out (the check computes every example first): this example is left out, the page stands.
    if (!(error instanceof RangeError)) throw error
    warnOnce(record, `example ${pounds} ${months ?? ''}`, 'finance example left out: its figures cannot be worked out', { error })
    return null
  }
}

/** A treatment's example, where it has finance and its buyable cash price is within the range (none above £15,000). */
export function treatmentExample(practice: Pick<Practice, 'finance'>, treatment: Treatment): RepresentativeExample | null {
  return treatment.finance ? exampleFor(practice, exampleCashPrice(exampleOption(treatment))) : null
}

/** The products' terms, shortest first: '6, 10 or 12 months'. */
export function termsPhrase(record: Pick<FinanceRecord, 'products'>): string {
  const months = [...new Set(record.products.map((product) => product.months))].toSorted((a, b) => a - b).map(String)
  return `${new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(months)} months`
}
