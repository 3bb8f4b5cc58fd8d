import type { Practice } from '../model'
import { clinicPhonesPage } from './clinic-phones'
import { prescriptionOnlyContent, prescriptionOnlyModel, prescriptionOnlyPage } from './prescription-only'
import type { ContentFile, ContentRule, Finding, ModelRule, PageRule, RenderedPage } from './rule'
import { whoAndWhereModel, whoAndWherePage } from './who-and-where'
import { claimsContentRules, claimsModelRules, claimsPageRules } from './claims'
import { bookingLinksRule } from './booking-links'
import { creditCashPriceRule } from './credit-cash-price'
import { creditExampleRule } from './credit-example'
import { creditPlaceholdersRule } from './credit-placeholders'
import { financeFiguresRule } from './finance-figures'
import { oneSourceRule } from './one-source'
import { ownPricesRule } from './own-prices'
import { pricesRule } from './prices'

export { describeFinding, describeProblem, type ContentFile, type Finding, type Problem, type RenderedPage } from './rule'

/** Every rule over the practice model (./rule.ts says where they run). One line per rule module. */
export const modelRules: readonly ModelRule[] = [
  prescriptionOnlyModel,
  whoAndWhereModel,
  ...claimsModelRules,
  creditCashPriceRule,
  financeFiguresRule,
  bookingLinksRule,
  pricesRule,
]

/** Every rule over a content file as written. */
export const contentRules: readonly ContentRule[] = [
  prescriptionOnlyContent,
  ...claimsContentRules,
  creditPlaceholdersRule,
  oneSourceRule,
  ownPricesRule,
]

/** Every rule over a rendered page. */
export const pageRules: readonly PageRule[] = [
  prescriptionOnlyPage,
  whoAndWherePage,
  clinicPhonesPage,
  ...claimsPageRules,
  creditExampleRule,
]

/**
 * At most one finding per rule and place (issue 44): a rule that finds the same thing twice at one
 * `where` says it once, so the list grows with the model's fields, never with their products.
 */
export function onePerPlace(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>()
  return findings.filter((finding) => {
    const key = `${finding.rule}\n${finding.where}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export const modelFindings = (practice: Practice): Finding[] => modelRules.flatMap((rule) => onePerPlace(rule.check(practice)))
export const contentFindings = (file: ContentFile, practice: Practice): Finding[] => contentRules.flatMap((rule) => rule.check(file, practice))
export const pageFindings = (page: RenderedPage, practice: Practice): Finding[] => pageRules.flatMap((rule) => rule.check(page, practice))
