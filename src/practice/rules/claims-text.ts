import { Parser } from 'htmlparser2'

/**
 * Text as a reader meets it, for the claims rules: a rendered page's visible text (scripts and
 * styles left out, entities decoded), one line per block, so a table cell or a list item is its own
 * line; and sentences, which the rules read a claim in.
 */
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'section', 'blockquote', 'figcaption', 'dt', 'dd', 'br', 'title', 'option', 'summary'])
const HIDDEN = new Set(['script', 'style', 'template', 'noscript'])

export function visibleLines(html: string): string[] {
  const lines: string[] = []
  let line = ''
  let hidden = 0
  const flush = () => {
    if (line.trim() !== '') lines.push(line.replace(/\s+/g, ' ').trim())
    line = ''
  }
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (HIDDEN.has(name)) hidden += 1
      if (BLOCKS.has(name)) flush()
      // The page's description is a claim too (search results and shares show it).
      if (name === 'meta' && attributes.content && /description$/.test(attributes.name ?? attributes.property ?? '')) lines.push(attributes.content)
    },
    onclosetag: (name) => {
      if (HIDDEN.has(name)) hidden -= 1
      if (BLOCKS.has(name)) flush()
    },
    ontext: (text) => {
      if (hidden === 0) line += text
    },
  })
  parser.end(html)
  flush()
  return lines
}

/** A text's sentences: split at a full stop, question or exclamation mark before a space, and at line ends. */
export const sentences = (text: string): string[] =>
  text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
