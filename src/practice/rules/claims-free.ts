import type { Practice } from '../model'
import { sentences } from './claims-text'
import { textClaimRules, type TextClaim } from './claims-said'
import { FREE, FREE_NOT_OFFERED, PAID_PACKAGE } from './vocabulary'

/**
 * "Free" only where nothing is paid. Source: CAP Code 3.23 to 3.26 (a "free" item must cost
 * nothing beyond the unavoidable costs of responding; one inside something paid for is not free)
 * and the ASA's advice "Free" and "included": an element of a membership is "included".
 *
 * Two claims (issue 45: any spelling, 'FREE', 'free-of-charge', 'complimentary'):
 * - free-in-package: a sentence with "free" and a paid package or plan (./vocabulary.ts's
 *   PAID_PACKAGE: a membership and its members, Denplan, a bundle, "with every implant");
 * - free-priced: "a free consultation" where the model prices every consultation: what is called
 *   free must be free in the model (an option at £0, or a fee line of its own that says so).
 * "Interest-free" (a credit term) and compounds like "free-standing" are neither. The fee
 * schedule's free lines are their own `free` field: not claims.
 */
export const FREE_IN_PACKAGE = 'free-in-package'
export const FREE_PRICED = 'free-priced'
const source = 'CAP Code 3.23-3.26; ASA advice on "free" and "included"'

/** A sentence's "free" offers, its clinical terms and 'free from' read out. */
const offers = (sentence: string) => sentence.replace(FREE_NOT_OFFERED, ' ')

/** The sentences of `text` that call an element of a paid package free. */
export const freeInPackage = (text: string): string[] => sentences(text).filter((sentence) => FREE.test(offers(sentence)) && PAID_PACKAGE.test(sentence))

/** A fee line's own `free` wording ('Free', 'Included in every examination') is the schedule's, not a claim. */
const FEE_LINE_FREE: ReadonlySet<string> = new Set(['free'])

export const freeInPackageClaim: TextClaim = {
  id: FREE_IN_PACKAGE,
  source,
  find: (block) => (FREE.test(block) ? freeInPackage(block)[0] : undefined),
  advice: 'part of a paid package or plan is not free: say "included" (CAP Code 3.23)',
  skip: FEE_LINE_FREE,
}

const STOP = new Set(['for', 'with', 'to', 'when', 'if', 'at', 'and', 'or', 'on', 'in', 'of', 'from', 'is', 'are', 'the', 'a', 'an', 'your', 'our'])
const stem = (word: string) => word.toLowerCase().replace(/[’']s$/, '').replace(/s$/, '')
const words = (text: string) => text.split(/[^\p{L}-]+/u).filter((word) => word !== '').map(stem)

/** The thing a "free" names: the last word of 'free first consultation', or the subject of 'consultations are free'. */
function freeThing(sentence: string): string | undefined {
  const found = FREE.exec(sentence)
  if (!found) return undefined
  const before = /([\p{L}-]+)\s+(?:is|are)\s+(?:\p{L}+\s+)?$/u.exec(sentence.slice(0, found.index))
  if (before?.[1]) return stem(before[1])
  const after = sentence.slice(found.index + found[0].length).split(/[^\p{L}\s-]/u)[0] ?? ''
  const head: string[] = []
  for (const word of after.trim().split(/\s+/).slice(0, 3)) {
    if (word === '' || STOP.has(word.toLowerCase())) break
    head.push(word)
  }
  return head.length > 0 ? stem(head[head.length - 1] ?? '') : undefined
}

interface PricedAndFree {
  readonly priced: Set<string>
  readonly free: Set<string>
}
// Worked out once per model, not once per line of a page.
const known = new WeakMap<Practice, PricedAndFree>()

/** What the model prices and what it gives free, by the words of their names. */
function pricedAndFree(practice: Practice): PricedAndFree {
  const cached = known.get(practice)
  if (cached) return cached
  const priced = new Set<string>()
  const free = new Set<string>()
  for (const option of practice.treatments.flatMap((treatment) => treatment.options)) for (const word of words(option.name)) (option.from === 0 && !option.to ? free : priced).add(word)
  for (const item of practice.fees.sections.flatMap((section) => section.items)) if ('free' in item) for (const word of words(item.name)) free.add(word)
  return { priced, free }
}

export const freePricedClaim: TextClaim = {
  id: FREE_PRICED,
  source,
  find: (block, practice) => {
    if (!FREE.test(block)) return undefined
    const { priced, free } = pricedAndFree(practice)
    return sentences(block).find((sentence) => {
      // A package's "free" is free-in-package's: one finding for one claim.
      const thing = PAID_PACKAGE.test(sentence) ? undefined : freeThing(offers(sentence))
      return thing !== undefined && priced.has(thing) && !free.has(thing)
    })
  },
  advice: 'the practice model prices it: call free only what the fee schedule gives free',
  skip: FEE_LINE_FREE,
}

export const freeRules = [freeInPackageClaim, freePricedClaim].map(textClaimRules)
