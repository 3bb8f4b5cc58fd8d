import { treatmentForRoute } from '@/practice/treatment-records'
import type { Practice } from '../model'
import type { PageRule } from './rule'
import { claimLines } from './claims-text'
import { findingAt, textClaimRules, type TextClaim } from './claims-said'
import { prescriptionOnlyName, TIME_LIMITED } from './vocabulary'

/**
 * No time-limited offer on injectables. Source: CAP Code 12.12 and the ASA's enforcement notice on
 * botulinum toxin (no promotion of a prescription-only medicine, and "this month only" is
 * promotion), CAP Code 3.31 (no pressure to decide at once on treatment). A block (a paragraph, a
 * page's line, a model string) with a time limit beside a medicine's name (./vocabulary.ts) or a
 * prescription-only treatment's is refused; on that treatment's own page, any time limit is.
 */
export const TIME_LIMITED_OFFER = 'time-limited-offer'
const source = 'CAP Code 12.12, 3.31; ASA enforcement notice on botulinum toxin'
const advice = 'no time-limited offer on a prescription-only medicine or its consultation: a patient decides in their own time'

const namesInjectable = (block: string, practice: Practice) =>
  prescriptionOnlyName(block) !== undefined ||
  practice.treatments.some((treatment) => treatment.prescriptionOnly && block.toLowerCase().includes(treatment.name.toLowerCase()))

export const timeLimitedClaim: TextClaim = {
  id: TIME_LIMITED_OFFER,
  source,
  find: (block, practice) => {
    const limit = TIME_LIMITED.exec(block)
    return limit && namesInjectable(block, practice) ? limit[0] : undefined
  },
  advice,
}

const rules = textClaimRules(timeLimitedClaim)

/** On a prescription-only treatment's page, every time limit is about it. */
const pageRule: PageRule = {
  id: TIME_LIMITED_OFFER,
  source,
  check: (page, practice, context) => {
    if (!treatmentForRoute(practice.treatments, page.path)?.prescriptionOnly) return rules.page.check(page, practice, context)
    return findingAt(TIME_LIMITED_OFFER, page.path, claimLines(page.html).flatMap((line) => TIME_LIMITED.exec(line)?.[0] ?? []), advice)
  },
}

export const timeLimitedRules = { ...rules, page: pageRule }
