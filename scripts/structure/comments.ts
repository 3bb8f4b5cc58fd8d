/**
 * The comments of a source file, line by line, for the citation check (./references.ts). Code is
 * parsed, not matched: a glob in a string (`'src/**\/*.ts'`) or a URL is not a comment.
 * - .ts, .tsx, .mjs, .js: TypeScript's parser finds every comment (JSX `{/* … *\/}` included).
 * - .css: block comments.
 * - .astro: the frontmatter and `<script>` bodies as TypeScript, `<style>` bodies as CSS, and the
 *   template's `<!-- … -->` and `{/* … *\/}`.
 * - anything else (Markdown): every line is prose, so every line counts.
 */
import ts from 'typescript'

export interface CommentLine {
  /** 1-based, in the whole file. */
  readonly line: number
  readonly text: string
}

type Range = readonly [start: number, end: number]

const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g

function blockComments(source: string, offset = 0): Range[] {
  return [...source.matchAll(BLOCK_COMMENT)].map((match) => [offset + match.index, offset + match.index + match[0].length])
}

function isJsDoc(node: ts.Node): boolean {
  return node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode
}

function scriptComments(file: string, source: string, offset = 0): Range[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.(ts|astro)$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind)
  const found = new Map<number, number>()
  const note = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, range.end)
  }
  // Every comment is trivia before or after some token: walking every node and token reaches all.
  const visit = (node: ts.Node) => {
    if (isJsDoc(node)) return
    note(ts.getLeadingCommentRanges(source, node.getFullStart()))
    note(ts.getTrailingCommentRanges(source, node.getEnd()))
    for (const child of node.getChildren(tree)) visit(child)
  }
  visit(tree)
  return [...found].map(([start, end]) => [offset + start, offset + end])
}

/** The body of each `<tag …>…</tag>` with its offset in the source. */
function bodiesOf(tag: string, source: string): { body: string; offset: number }[] {
  const pattern = new RegExp(`(<${tag}\\b[^>]*>)([\\s\\S]*?)</${tag}>`, 'gi')
  return [...source.matchAll(pattern)].map((match) => ({ body: match[2]!, offset: match.index + match[1]!.length }))
}

function astroComments(file: string, source: string): Range[] {
  const ranges: Range[] = []
  const frontmatter = /^(\s*---\r?\n)([\s\S]*?)\r?\n---/.exec(source)
  let template = source
  if (frontmatter) {
    ranges.push(...scriptComments(file, frontmatter[2]!, frontmatter[1]!.length))
    // Blank the frontmatter out, keeping offsets, so the template's patterns do not see it.
    template = ' '.repeat(frontmatter[0].length) + source.slice(frontmatter[0].length)
  }
  for (const { body, offset } of bodiesOf('script', template)) ranges.push(...scriptComments(file, body, offset))
  for (const { body, offset } of bodiesOf('style', template)) ranges.push(...blockComments(body, offset))
  const withoutCode = template.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, (element) => ' '.repeat(element.length))
  for (const match of withoutCode.matchAll(/<!--[\s\S]*?-->|\{\s*\/\*[\s\S]*?\*\/\s*\}/g)) ranges.push([match.index, match.index + match[0].length])
  return ranges
}

function rangesOf(file: string, source: string): Range[] | null {
  if (/\.(ts|tsx|mjs|cjs|js)$/.test(file)) return scriptComments(file, source)
  if (file.endsWith('.css')) return blockComments(source)
  if (file.endsWith('.astro')) return astroComments(file, source)
  return null
}

export function commentLines(file: string, source: string): CommentLine[] {
  const lines = source.split('\n')
  const ranges = rangesOf(file, source)
  if (!ranges) return lines.map((text, index) => ({ line: index + 1, text }))
  const lineStarts = [0]
  for (let index = 0; index < source.length; index += 1) if (source[index] === '\n') lineStarts.push(index + 1)
  const lineOf = (position: number) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (lineStarts[middle]! <= position) low = middle
      else high = middle - 1
    }
    return low + 1
  }
  const result: CommentLine[] = []
  let covered = -1
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < covered) continue
    covered = end
    source
      .slice(start, end)
      .split('\n')
      .forEach((text, index) => result.push({ line: lineOf(start) + index, text }))
  }
  return result
}
