import type { Practice } from '../model'
import { sentences } from './claims-text'
import { textClaimRules, type TextClaim } from './claims-said'
import { AWARD, CQC, GUARANTEE, GUARANTEE_DENIED, GUARANTEE_TERMS, PAINLESS, RATING, RATING_DENIED, superlativeClaim } from './vocabulary'

/**
 * What editors write about the practice that it cannot stand behind (issue 45): each a claim read
 * in the model, in content and on every page (./claims-said.ts), its words in ./vocabulary.ts.
 */

const firstIn = (block: string, find: (sentence: string) => string | undefined) => {
  for (const sentence of sentences(block)) {
    const found = find(sentence)
    if (found !== undefined) return found
  }
  return undefined
}

const towns = (practice: Practice) => practice.group.clinics.map((clinic) => clinic.address.locality)

/** CAP Code 3.7 (claims held on file), 3.33 (comparisons with identifiable competitors): 'the best dentist in Maidenhead', 'a leading practice'. */
export const superlativeWords: TextClaim = {
  id: 'superlative',
  source: 'CAP Code 3.7, 3.33; GDC Standards 1.3 (honest advertising)',
  find: (block, practice) => firstIn(block, (sentence) => superlativeClaim(sentence, towns(practice))),
  advice: 'no "best", "leading" or "number one" about the practice, nor a comparison with other dentists: say what we do, not how we rank',
}

/** CAP Code 3.1, 3.7: no treatment is without discomfort for everyone. */
export const painlessClaim: TextClaim = {
  id: 'painless',
  source: 'CAP Code 3.1, 3.7; GDC Standards 1.3',
  find: (block) => PAINLESS.exec(block)?.[0],
  advice: 'say how discomfort is kept down (local anaesthetic, sedation), never that treatment is painless or pain-free',
}

/** CAP Code 3.53-3.57: a guarantee states its significant conditions beside it; an outcome is never guaranteed. */
export const guaranteeClaim: TextClaim = {
  id: 'guarantee',
  source: 'CAP Code 3.53-3.57; GDC Standards 1.3',
  find: (block) =>
    !GUARANTEE.test(block) || GUARANTEE_TERMS.test(block) ? undefined : firstIn(block, (sentence) => (GUARANTEE_DENIED.test(sentence) ? undefined : GUARANTEE.exec(sentence)?.[0] && sentence)),
  advice: 'no result is guaranteed; a guarantee of work states its conditions in the same paragraph ("as long as…", "Your statutory rights are not affected")',
}

/** CAP Code 3.7, 3.50: the CQC inspects dental practices but does not rate them. */
export const cqcRatingClaim: TextClaim = {
  id: 'cqc-rating',
  source: 'CAP Code 3.7, 3.50; CQC (dental practices are inspected, not rated)',
  find: (block) => (!CQC.test(block) ? undefined : firstIn(block, (sentence) => (CQC.test(sentence) && RATING.test(sentence) && !RATING_DENIED.test(sentence) ? sentence : undefined))),
  advice: 'the CQC gives dental practices no rating: link the clinic’s inspection report instead',
}

/** CAP Code 3.50; CPRs 2008 Sch. 1 para. 2: an award is a trust mark, shown with issuer, year and link. */
export const awardClaim: TextClaim = {
  id: 'award',
  source: 'CAP Code 3.7, 3.50; CPRs 2008 Sch. 1 para. 2',
  find: (block) => AWARD.exec(block)?.[0],
  advice: 'an award is shown as its trust mark (src/practice/accreditations.ts: issuer, year and a link to check it), not claimed in words',
}

export const aboutUsRules = [superlativeWords, painlessClaim, guaranteeClaim, cqcRatingClaim, awardClaim].map(textClaimRules)
