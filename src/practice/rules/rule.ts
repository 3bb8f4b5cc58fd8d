import type { Practice } from '../model'

/**
 * The rules a UK dental practice answers to, as code (issue 35): advertising (the CAP Code),
 * prices (the DMCC Act 2024 and the CMA's guidance, GDC Standards 2.4), credit (FCA CONC 3.5,
 * 3.7, 4.5). Each rule is a pure function over what it is given, with its source in a comment
 * beside it; docs/compliance.md lists them, with what each cannot see.
 *
 * Where they run:
 * - model rules: on the embedded model in `npm test`, and on every model the server reads from
 *   WordPress (practiceProblems: a model that breaks one is refused and the last good one serves);
 * - content rules: on every file under content/ as written, in `npm test`, naming the file;
 * - page rules: on every rendered route of the registry walk (tests/e2e/routes.spec.ts), the
 *   WordPress suite's included, over the whole HTML, <head> and structured data too.
 */
/**
 * What the rules read of a team member: the content port's TeamMember (src/content/types.ts) has
 * these fields, so it is passed as it is; declared here so the rules need nothing of the content layer.
 */
export interface TeamClaims {
  readonly slug: string
  readonly name: string
  readonly role: string
  /** The GDC specialist list the member is on; only then may 'specialist' be said. */
  readonly specialistList?: string
  readonly bio?: string
}

export interface Finding {
  /** The rule's id, as docs/compliance.md lists it ('prescription-only'). */
  readonly rule: string
  /** Where: a model path ('treatments[veneers].options[porcelain-veneer]'), a file, or a page path. */
  readonly where: string
  readonly message: string
}

export interface ModelRule {
  readonly id: string
  /** The rule's source, cited: 'CAP Code 12.12'. */
  readonly source: string
  readonly check: (practice: Practice) => readonly Finding[]
}

/** A content file as written: its path under the repository, its front matter and its Markdown body. */
export interface ContentFile {
  readonly path: string
  readonly data: Readonly<Record<string, unknown>>
  readonly body: string
}

/**
 * What a rule may read beside the model (issue 45): the team, for the specialist rule (who is on a
 * GDC specialist list). Without it, the checks that need it are not made.
 */
export interface RuleContext {
  readonly team?: readonly TeamClaims[]
}

export interface ContentRule {
  readonly id: string
  readonly source: string
  readonly check: (file: ContentFile, practice: Practice, context?: RuleContext) => readonly Finding[]
}

/** A rendered page: its path on the site and the whole HTML document it answered. */
export interface RenderedPage {
  readonly path: string
  readonly html: string
}

export interface PageRule {
  readonly id: string
  readonly source: string
  readonly check: (page: RenderedPage, practice: Practice, context?: RuleContext) => readonly Finding[]
}

/** One line a test, a log or an editor reads: where, what, and which rule. */
export const describeFinding = (finding: Finding): string => `${finding.where}: ${finding.message} (rule "${finding.rule}")`

/**
 * A problem of the model, kept as its parts (the site's check answers them to WordPress, issue 36):
 * a rule's finding, or a record naming what does not exist (../facts.ts), which has no rule.
 */
export interface Problem {
  readonly where: string
  readonly message: string
  readonly rule?: string
}

/** The one line form of any problem: a finding's as describeFinding writes it. */
export const describeProblem = (problem: Problem): string =>
  problem.rule === undefined ? `${problem.where}: ${problem.message}` : describeFinding({ ...problem, rule: problem.rule })

/**
 * Every string in a value (a model, a file's front matter), each with its path ('seo.description',
 * 'clinics[0].name'); keys in `skip` are passed over with what they hold. One walk for every rule
 * that reads text wherever it sits.
 */
export function* stringsIn(value: unknown, at = '', skip: ReadonlySet<string> = new Set()): Generator<[path: string, text: string]> {
  if (typeof value === 'string') yield [at, value]
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, `${at}[${index}]`, skip)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!skip.has(key)) yield* stringsIn(item, at === '' ? key : `${at}.${key}`, skip)
  }
}
