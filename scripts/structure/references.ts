/**
 * Comments must cite what a newcomer can open: a file of this repository, not a document that
 * lives elsewhere, and one that is still there. Finds, in the comments of code (./comments.ts)
 * and in every line of the docs:
 * - in code, citations of outside documents (the company's shared folder);
 * - repository paths that do not exist: `src/…`, `tests/…`, `docs/…` and the other top-level
 *   folders, a root `*.config.*` file, a path relative to the citing file (`./comments.ts`, a
 *   Markdown link), each with or without a `:line` suffix, which must be a line the file has;
 * - a numbered section that docs/requirements.md does not have (`§` and its number after the name).
 * What counts as existing (a file, a folder, an output the repository ignores) is the caller's.
 */
import path from 'node:path'
import { commentLines } from './comments'

export interface Problem {
  readonly file: string
  readonly line: number
  readonly text: string
  readonly why: string
}

export interface Repository {
  /** Whether a file or folder is at this path, relative to the repository's root. */
  exists(path: string): boolean
  /** How many lines the file at this path has (undefined for a folder). */
  lineCount(path: string): number | undefined
}

/** Names of documents that are not in the repository (the company's shared folder). */
const OUTSIDE = /\bSPEC(?:\.md| sections?\b)|\b(?:ARCHITECTURE|WORDPRESS|STYLE|DEVELOPERS)\.md\b|\/work\/shared|\.\.\/shared\//

/** The top-level folders a citation starts with. */
const ROOTS = ['src', 'tests', 'scripts', 'docs', 'content', 'bench', 'deploy', 'public', 'wordpress', 'drizzle', String.raw`\.ci`]

/** A path segment: word characters, dots, dashes and Astro's `[param]`/`[...rest]`. */
const SEGMENT = String.raw`(?:\[[\w.]+\]|[\w.@+-])+`
/** Not the middle of a longer path, an alias (`@/content`) or a URL (`/wp-content/…`). */
const START = String.raw`(?<![\w@./~\\-])`
const LINE = String.raw`(?::(\d+)(?:[-–]\d+)?)?`

const CITATIONS = [
  // From the root: src/site/booking.ts, docs/decisions/, tests/e2e/forms.spec.ts:42.
  new RegExp(`${START}((?:${ROOTS.join('|')})(?:/${SEGMENT})*/?)${LINE}`, 'g'),
  // A root configuration file: astro.config.mjs.
  new RegExp(`${START}([\\w-]+\\.config\\.(?:ts|mjs|js|cjs))\\b${LINE}`, 'g'),
  // Relative to the citing file: ./comments.ts, ../../src/site/booking.ts.
  new RegExp(`${START}(\\.\\.?/(?:\\.\\./)*${SEGMENT}(?:/${SEGMENT})*/?)${LINE}`, 'g'),
]
/** A Markdown link's target, a path relative to the citing document (an anchor after it is left off). */
const LINK = /\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g

/** A cited repository document's section of the requirements: docs/requirements.md §2. */
const SECTION = /\bdocs\/requirements\.md:? §(\d+)/g

interface Citation {
  readonly path: string
  readonly line?: number
}

function citationsIn(file: string, text: string): Citation[] {
  const found: Citation[] = []
  const folder = path.posix.dirname(file)
  for (const pattern of CITATIONS) {
    for (const match of text.matchAll(pattern)) {
      const cited = match[1]!.replace(/\.+$/, '')
      if (OUTSIDE.test(cited)) continue // Named as an outside document, not a path of ours.
      const relative = /^\.\.?\//.test(cited)
      found.push({ path: relative ? path.posix.join(folder, cited) : cited, line: match[2] ? Number(match[2]) : undefined })
    }
  }
  for (const match of text.matchAll(LINK)) {
    const target = match[1]!
    // A URL, a path of the site (/veneers), or ./ and ../ already read above.
    if (!/^[a-z][\w+.-]*:|^[/.]/i.test(target)) found.push({ path: path.posix.join(folder, target) })
  }
  return found
}

function problemWith(citation: Citation, repository: Repository): string | null {
  const cited = citation.path.replace(/\/$/, '') || '.'
  // Above the repository's root: an example of a hostile file name, not a citation.
  if (cited === '..' || cited.startsWith('../')) return null
  if (!repository.exists(cited)) return `cites ${cited}, which does not exist`
  if (citation.line === undefined) return null
  const lines = repository.lineCount(cited)
  if (lines !== undefined && citation.line > lines) return `cites ${cited}:${citation.line}, but it has ${lines} lines`
  return null
}

export function findProblems(file: string, source: string, repository: Repository, sections: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = []
  // The docs may name the original specification they restate (docs/requirements.md); code cites the restatement.
  const isCode = !file.endsWith('.md')
  for (const { line, text } of commentLines(file, source)) {
    const report = (why: string) => problems.push({ file, line, text: text.trim(), why })
    if (isCode && OUTSIDE.test(text)) report('cites a document outside the repository')
    const seen = new Set<string>()
    for (const citation of citationsIn(file, text)) {
      const why = problemWith(citation, repository)
      if (why && !seen.has(why)) report(why)
      if (why) seen.add(why)
    }
    for (const [, section] of text.matchAll(SECTION)) {
      if (!sections.has(section!)) report(`cites §${section}, which docs/requirements.md does not have`)
    }
  }
  return problems
}

/** The numbered sections of the requirements document (`## 2. Screens and routes` → '2'). */
export function numberedSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]!))
}
