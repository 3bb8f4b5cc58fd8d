import type { Practice } from '../model'
import { clinicPhonesPage } from './clinic-phones'
import { prescriptionOnlyContent, prescriptionOnlyModel, prescriptionOnlyPage } from './prescription-only'
import { prescriptionOnlyNamedContent, prescriptionOnlyNamedModel, prescriptionOnlyNamedPage } from './prescription-only-named'
import type { ContentFile, ContentRule, Finding, ModelRule, PageRule, RenderedPage, RuleContext } from './rule'
import { whoAndWhereModel, whoAndWherePage } from './who-and-where'
import { claimsContentRules, claimsModelRules, claimsPageRules, claimsTeamRules } from './claims'
import type { TeamRule } from './claims-specialist'
import { bookingLinksRule } from './booking-links'
import { creditCashPriceRule } from './credit-cash-price'
import { creditClaimsContentRule, creditClaimsModelRule } from './credit-claims'
import { creditExampleRule } from './credit-example'
import { creditPlaceholdersRule } from './credit-placeholders'
import { feeLinesRule } from './fee-lines'
import { financeFiguresRule } from './finance-figures'
import { oneSourceRule } from './one-source'
import { ownPricesRule } from './own-prices'
import { pricesRule } from './prices'

export { describeFinding, describeProblem, type ContentFile, type Finding, type Problem, type RenderedPage } from './rule'

/** Every rule over the practice model (./rule.ts says where they run). One line per rule module. */
export const modelRules: readonly ModelRule[] = [
  prescriptionOnlyModel,
  prescriptionOnlyNamedModel,
  whoAndWhereModel,
  ...claimsModelRules,
  creditCashPriceRule,
  creditClaimsModelRule,
  financeFiguresRule,
  feeLinesRule,
  bookingLinksRule,
  pricesRule,
]

/** Every rule over a content file as written. */
export const contentRules: readonly ContentRule[] = [
  prescriptionOnlyContent,
  prescriptionOnlyNamedContent,
  ...claimsContentRules,
  creditPlaceholdersRule,
  creditClaimsContentRule,
  oneSourceRule,
  ownPricesRule,
]

/** Every rule over a rendered page. */
export const pageRules: readonly PageRule[] = [
  prescriptionOnlyPage,
  prescriptionOnlyNamedPage,
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

/** Every rule over the team: each member's role, biography and GDC specialist list (issue 45). */
export const teamRules: readonly TeamRule[] = [...claimsTeamRules]

export const teamFindings = (team: Parameters<TeamRule['check']>[0]): Finding[] => teamRules.flatMap((rule) => rule.check(team))
export const modelFindings = (practice: Practice): Finding[] => modelRules.flatMap((rule) => onePerPlace(rule.check(practice)))
/** `context` gives the team where the caller has it (the specialist rule reads who is on a GDC list). */
export const contentFindings = (file: ContentFile, practice: Practice, context?: RuleContext): Finding[] => contentRules.flatMap((rule) => rule.check(file, practice, context))
export const pageFindings = (page: RenderedPage, practice: Practice, context?: RuleContext): Finding[] => pageRules.flatMap((rule) => rule.check(page, practice, context))
