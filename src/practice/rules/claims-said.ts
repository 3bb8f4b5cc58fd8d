import type { Practice } from '../model'
import { stringsIn, type ContentRule, type Finding, type ModelRule, type PageRule, type RuleContext } from './rule'
import { claimLines } from './claims-text'
import { CLAIM_HINT } from './vocabulary'

/**
 * A claim read in words wherever they sit (issue 45): in every string of the model, in a content
 * file's front matter and paragraphs, and in a rendered page's lines (its visible text, alt texts,
 * titles, meta descriptions and structured data). One definition makes the three rules, so a claim
 * is caught in the same words at every layer.
 */
export interface TextClaim {
  readonly id: string
  readonly source: string
  /** The claim a block of text (a model string, a paragraph, a page's line) makes, as written, if any. */
  readonly find: (block: string, practice: Practice, context?: RuleContext) => string | undefined
  /** What to do instead: 'say what the treatment involves'. */
  readonly advice: string
  /** Model keys whose strings are not claims (a fee line's own `free` wording). */
  readonly skip?: ReadonlySet<string>
}

/** How many claims one finding quotes: a page with fifty says three and counts the rest, so output stays bounded. */
const QUOTED = 3
const QUOTE_LENGTH = 100

const quote = (text: string) => `"${text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text}"`

/** One finding for a place, quoting its first claims and counting the rest. */
export function findingAt(rule: string, where: string, claims: readonly string[], advice: string): Finding[] {
  const distinct = [...new Set(claims)]
  if (distinct.length === 0) return []
  const more = distinct.length > QUOTED ? ` and ${distinct.length - QUOTED} more` : ''
  return [{ rule, where, message: `says ${distinct.slice(0, QUOTED).map(quote).join(', ')}${more}: ${advice}` }]
}

/** A Markdown body's paragraphs: a claim and what qualifies it are read together within one. */
export const paragraphs = (body: string): string[] => body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== '')

// The model's strings that may hold a claim (vocabulary.ts's CLAIM_HINT), walked once per model and skip list for every claim.
const walked = new WeakMap<Practice, Map<ReadonlySet<string> | undefined, readonly [string, string][]>>()
function modelStrings(practice: Practice, skip: ReadonlySet<string> | undefined): readonly [string, string][] {
  const bySkip = walked.get(practice) ?? new Map<ReadonlySet<string> | undefined, readonly [string, string][]>()
  walked.set(practice, bySkip)
  const strings = bySkip.get(skip) ?? [...stringsIn(practice, '', skip)].filter(([, text]) => CLAIM_HINT.test(text))
  bySkip.set(skip, strings)
  return strings
}

export interface ClaimRules {
  readonly model: ModelRule
  readonly content: ContentRule
  readonly page: PageRule
}

export function textClaimRules(claim: TextClaim): ClaimRules {
  const { id, source, advice } = claim
  const read = (blocks: readonly string[], practice: Practice, context?: RuleContext) => blocks.flatMap((block) => claim.find(block, practice, context) ?? [])
  return {
    model: {
      id,
      source,
      check: (practice) => modelStrings(practice, claim.skip).flatMap(([where, text]) => findingAt(id, where, read([text], practice), advice)),
    },
    content: {
      id,
      source,
      check: (file, practice, context) => {
        const data = [...stringsIn(file.data, '', claim.skip)].map(([, text]) => text)
        return findingAt(id, file.path, read([...data, ...paragraphs(file.body)], practice, context), advice)
      },
    },
    page: { id, source, check: (page, practice, context) => findingAt(id, page.path, read(claimLines(page.html), practice, context), advice) },
  }
}
