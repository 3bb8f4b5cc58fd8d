import { accreditations } from '@/practice/accreditations'
import type { ContentRule, ModelRule, PageRule } from './rule'
import { complaintsContentRule, complaintsPageRule } from './claims-complaints'
import { freeInPackageContentRule, freeInPackageModelRule, freeInPackagePageRule } from './claims-free'
import { testimonialPageRule } from './claims-testimonials'
import { trustMarkPageRule } from './claims-trust-marks'

/**
 * The claims a practice must be able to stand behind (issue 35): no "free" for part of a paid
 * package, no trust mark without issuer, year and link, no testimonial twice, one complaints
 * escalation source. Each rule's module cites its source; index.ts runs these lists.
 */
export const claimsModelRules: readonly ModelRule[] = [freeInPackageModelRule]
export const claimsContentRules: readonly ContentRule[] = [freeInPackageContentRule, complaintsContentRule]
export const claimsPageRules: readonly PageRule[] = [freeInPackagePageRule, testimonialPageRule, complaintsPageRule, trustMarkPageRule(accreditations)]
