/**
 * Comments must cite what a newcomer can open: a file of this repository, not a document that
 * lives elsewhere. Finds citations of outside documents and of repository files that do not exist.
 */
export interface Problem {
  readonly file: string
  readonly line: number
  readonly text: string
  readonly why: string
}

/** Names of documents that are not in the repository (the company's shared folder). */
const OUTSIDE = /\bSPEC(?:\.md| sections?\b)|\b(?:ARCHITECTURE|WORDPRESS|STYLE|DEVELOPERS)\.md\b|\/work\/shared|\.\.\/shared\//

/** A cited repository document: docs/….md, with an optional §N of the requirements. */
const CITED = /\b(docs\/[\w./-]+\.md)(?: §(\d+))?/g

export function findProblems(file: string, source: string, exists: (path: string) => boolean, sections: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = []
  source.split('\n').forEach((text, index) => {
    const line = index + 1
    if (OUTSIDE.test(text)) problems.push({ file, line, text: text.trim(), why: 'cites a document outside the repository' })
    for (const match of text.matchAll(CITED)) {
      const [, path, section] = match
      if (!exists(path!)) problems.push({ file, line, text: text.trim(), why: `cites ${path}, which does not exist` })
      else if (section && path === 'docs/requirements.md' && !sections.has(section)) {
        problems.push({ file, line, text: text.trim(), why: `cites §${section}, which docs/requirements.md does not have` })
      }
    }
  })
  return problems
}

/** The numbered sections of the requirements document (`## 2. Screens and routes` → '2'). */
export function numberedSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]!))
}
