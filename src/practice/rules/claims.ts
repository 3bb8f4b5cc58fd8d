import { accreditations } from '@/practice/accreditations'
import type { ContentRule, ModelRule, PageRule } from './rule'
import { aboutUsRules } from './claims-about-us'
import { beforeAfterContentRule, beforeAfterPageRule } from './claims-before-after'
import { complaintsContentRule, complaintsPageRule } from './claims-complaints'
import { freeRules } from './claims-free'
import { timeLimitedRules } from './claims-offers'
import type { ClaimRules } from './claims-said'
import { specialistRules, specialistTeamRule, type TeamRule } from './claims-specialist'
import { testimonialPageRule } from './claims-testimonials'
import { trustMarkPageRule } from './claims-trust-marks'

/**
 * The claims a practice must be able to stand behind (issues 35 and 45): no "free" for part of a
 * paid package or for what the model prices; no superlative, "painless", unconditional guarantee,
 * CQC rating or award; "specialist" only for someone on a GDC list; before-and-after pictures only
 * as consented cases; no time-limited offer on injectables; no trust mark without issuer, year and
 * link; no testimonial twice; one complaints escalation source. Each rule's module cites its
 * source; index.ts runs these lists.
 */
const said: readonly ClaimRules[] = [...freeRules, ...aboutUsRules, specialistRules, timeLimitedRules]

export const claimsModelRules: readonly ModelRule[] = said.map((rules) => rules.model)
export const claimsContentRules: readonly ContentRule[] = [...said.map((rules) => rules.content), beforeAfterContentRule, complaintsContentRule]
export const claimsPageRules: readonly PageRule[] = [...said.map((rules) => rules.page), beforeAfterPageRule, testimonialPageRule, complaintsPageRule, trustMarkPageRule(accreditations)]
/** Rules over the team (its roles, biographies and specialist lists). */
export const claimsTeamRules: readonly TeamRule[] = [specialistTeamRule]
