import type { Practice } from '../model'
import type { ContentFile, ContentRule, Finding, ModelRule, PageRule, RenderedPage } from './rule'
import { oneSourceRule } from './one-source'
import { ownPricesRule } from './own-prices'
import { pricesRule } from './prices'

export { describeFinding, type ContentFile, type Finding, type RenderedPage } from './rule'

/** Every rule over the practice model (./rule.ts says where they run). One line per rule module. */
export const modelRules: readonly ModelRule[] = [
  pricesRule,
]

/** Every rule over a content file as written. */
export const contentRules: readonly ContentRule[] = [
  oneSourceRule,
  ownPricesRule,
]

/** Every rule over a rendered page. */
export const pageRules: readonly PageRule[] = []

export const modelFindings = (practice: Practice): Finding[] => modelRules.flatMap((rule) => rule.check(practice))
export const contentFindings = (file: ContentFile, practice: Practice): Finding[] => contentRules.flatMap((rule) => rule.check(file, practice))
export const pageFindings = (page: RenderedPage, practice: Practice): Finding[] => pageRules.flatMap((rule) => rule.check(page, practice))
