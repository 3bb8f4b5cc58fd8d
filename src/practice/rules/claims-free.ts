import type { Practice } from '../model'
import { stringsIn, type ContentRule, type Finding, type ModelRule, type PageRule } from './rule'
import { sentences, visibleLines } from './claims-text'

/**
 * No "free" for an element of a paid package. Source: CAP Code 3.23 to 3.26 (a "free" item must
 * cost nothing beyond the unavoidable costs of responding; one inside something paid for is not
 * free) and the ASA's advice "Free" and "included": an element of a membership is "included".
 *
 * A claim is a sentence with "free" (not "interest-free", a credit term; not "free-standing" or
 * such compounds) and a paid package (a membership, subscription, Denplan, a package or bundle).
 * The fee schedule's free lines (a child's examination) are their own `free` field and table cell,
 * with no package beside them: they are not such claims.
 */
export const FREE_IN_PACKAGE = 'free-in-package'
const source = 'CAP Code 3.23-3.26; ASA advice on "free" and "included"'

const FREE = /(?<![-\w])free(?![-\w])/i
const PACKAGE = /\b(membership|subscription|denplan|package|bundle)\b/i

/** The sentences of `text` that call an element of a paid package free. */
export const freeInPackage = (text: string): string[] => sentences(text).filter((sentence) => FREE.test(sentence) && PACKAGE.test(sentence))

const finding = (where: string, sentence: string): Finding => ({
  rule: FREE_IN_PACKAGE,
  where,
  message: `"${sentence}" calls part of a paid package free: say "included" (CAP Code 3.23)`,
})

/** A fee line's own `free` wording ('Free', 'Included in every examination') is the schedule's, not a claim. */
const FEE_LINE_FREE = new Set(['free'])
const strings = (value: unknown, at: string) => stringsIn(value, at, FEE_LINE_FREE)

export const freeInPackageModelRule: ModelRule = {
  id: FREE_IN_PACKAGE,
  source,
  check: (practice: Practice) => [...strings(practice, '')].flatMap(([where, text]) => freeInPackage(text).map((sentence) => finding(where, sentence))),
}

export const freeInPackageContentRule: ContentRule = {
  id: FREE_IN_PACKAGE,
  source,
  check: (file) => [...strings(file.data, ''), ['', file.body] as [string, string]].flatMap(([at, text]) =>
    freeInPackage(text).map((sentence) => finding(at === '' ? file.path : `${file.path} (${at})`, sentence)),
  ),
}

export const freeInPackagePageRule: PageRule = {
  id: FREE_IN_PACKAGE,
  source,
  check: (page) => visibleLines(page.html).flatMap((line) => freeInPackage(line).map((sentence) => finding(page.path, sentence))),
}
