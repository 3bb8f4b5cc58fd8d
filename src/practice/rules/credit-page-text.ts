import { Parser } from 'htmlparser2'

/** Elements whose content a reader does not see as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head'])
/** Elements that end a line of text: a paragraph, a heading, a list item, a table cell. */
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'section', 'article', 'aside', 'nav', 'header', 'footer', 'main', 'blockquote', 'figcaption', 'dt', 'dd', 'br', 'option', 'summary', 'ul', 'ol', 'table', 'form', 'label', 'button'])
/** Attributes a reader meets as words: alt text, a tooltip, a screen reader's label. */
const WORDED = ['alt', 'title', 'aria-label'] as const
/** The head's words a reader meets in search results and shares. */
const DESCRIBED = /^(?:description|og:description|og:title|twitter:description|twitter:title)$/

export interface PageText {
  /** What the page says in its body: its text, entities decoded and white space collapsed. */
  readonly visible: string
  /** The same text a block at a time (a paragraph, a heading, a cell), so words in two blocks are never read as one sentence. */
  readonly lines: readonly string[]
  /** The other words a reader meets (issue 45): alt text, titles, labels, the <title> and the meta descriptions. */
  readonly around: readonly string[]
}

/**
 * The text a reader sees of a rendered page (issue 35's credit rule), and the words around it
 * (issue 45: a rate in an image's alt text or the meta description is a credit claim too).
 */
export function pageText(html: string): PageText {
  let hidden = 0
  let inTitle = false
  let text = ''
  const around: string[] = []
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (name === 'title') inTitle = true
        if (HIDDEN.has(name)) hidden += 1
        else text += BLOCKS.has(name) ? '\n' : ' '
        for (const attribute of WORDED) if (attributes[attribute]) around.push(attributes[attribute])
        if (name === 'meta' && attributes.content && DESCRIBED.test(attributes.name ?? attributes.property ?? '')) around.push(attributes.content)
      },
      onclosetag: (name) => {
        if (name === 'title') inTitle = false
        if (HIDDEN.has(name) && hidden > 0) hidden -= 1
        else text += BLOCKS.has(name) ? '\n' : ' '
      },
      ontext: (data) => {
        if (inTitle) around.push(data)
        else if (hidden === 0) text += data.replace(/\s+/g, ' ')
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line !== '')
  return { visible: text.replace(/\s+/g, ' ').trim(), lines, around }
}

/** The text a reader sees of a rendered page, entities decoded and white space collapsed. */
export const visibleText = (html: string): string => pageText(html).visible
