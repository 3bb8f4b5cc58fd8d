import { Parser } from 'htmlparser2'
import { stringsIn } from './rule'

/**
 * Text as a reader meets it, for the claims rules: a rendered page's visible text (scripts and
 * styles left out, entities decoded), one line per block, so a table cell or a list item is its own
 * line, then its alt texts, titles, meta descriptions and structured data's words; and sentences,
 * which the rules read a claim in.
 */
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'section', 'blockquote', 'figcaption', 'dt', 'dd', 'br', 'title', 'option', 'summary'])
const HIDDEN = new Set(['script', 'style', 'template', 'noscript'])

export function claimLines(html: string): string[] {
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
      // The page's description and share titles are claims too (search results and shares show
      // them), and so are an image's alt text and any element's title (issue 45).
      if (name === 'meta' && attributes.content && /(?:description|title)$/.test(attributes.name ?? attributes.property ?? '')) lines.push(attributes.content)
      for (const said of [attributes.alt, attributes.title]) if (said !== undefined && said.trim() !== '') lines.push(said.trim())
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
  return [...lines, ...structuredDataTexts(html)]
}

/** Every string of the page's JSON-LD that reads as words (names, descriptions, FAQ answers), not an address or a type. */
function structuredDataTexts(html: string): string[] {
  const texts: string[] = []
  for (const match of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      for (const [key, text] of stringsIn(JSON.parse(match[1] ?? ''))) if (!/@|url|image|logo|sameAs|telephone|email/i.test(key) && /\s/.test(text)) texts.push(text)
    } catch {
      // Malformed structured data is another check's concern; this reads what parses.
    }
  }
  return texts
}

/** A text's sentences: split at a full stop, question or exclamation mark before a space (not 'No. 1', 'Dr. Marsh'), and at line ends. */
export const sentences = (text: string): string[] =>
  text
    .split(/\n+|(?<=[.!?])(?<!\b(?:No|Dr|Mr|Mrs|Ms|St|Prof)\.)\s+/i)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
