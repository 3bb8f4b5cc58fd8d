import { Parser } from 'htmlparser2'

/** Elements whose content a reader does not see as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head'])

/**
 * The text a reader sees of a rendered page (issue 35's credit rule), entities decoded and white
 * space collapsed: what the page says, not its markup or its islands' props.
 */
export function visibleText(html: string): string {
  let hidden = 0
  let text = ''
  const parser = new Parser(
    {
      onopentagname: (name) => {
        if (HIDDEN.has(name)) hidden += 1
        else text += ' '
      },
      onclosetag: (name) => {
        if (HIDDEN.has(name) && hidden > 0) hidden -= 1
        else text += ' '
      },
      ontext: (data) => {
        if (hidden === 0) text += data
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return text.replace(/\s+/g, ' ').trim()
}
