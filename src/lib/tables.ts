/**
 * A CMS table wider than a phone must not push the page sideways (WCAG 1.4.10, reflow): each
 * outermost <table> of a body is put in a box of its own that scrolls sideways (`.table-scroll`
 * in globals.css). A keyboard user can scroll that box only if it can take focus, and a screen
 * reader user should hear what it is, so it is a focusable, labelled region: named by the table's
 * caption, else by the heading just above it. The HTML is already sanitised, so tags are well
 * formed, `<table` cannot appear inside an attribute value or text (sanitize-html escapes `<`),
 * and an editor cannot add the wrapper's focus or role attributes themselves.
 */
const TABLE_TAG = /<(\/?)table(?=[\s>/])[^>]*>/gi
const CAPTION = /^<table[^>]*>\s*<caption[^>]*>([\s\S]*?)<\/caption>/i
const HEADING = /<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/gi

/** The visible text of an HTML fragment, as HTML text (entities kept), quotes escaped for an attribute value. */
function attributeText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/"/g, '&quot;')
}

function labelFor(table: string, before: string): string {
  const caption = attributeText(CAPTION.exec(table)?.[1] ?? '')
  if (caption) return caption
  const headings = Array.from(before.matchAll(HEADING), (match) => attributeText(match[2] ?? '')).filter(Boolean)
  const heading = headings.at(-1)
  return heading ? `Table: ${heading}` : 'Table'
}

export function wrapTables(html: string): string {
  let out = ''
  let depth = 0
  let start = 0
  let copied = 0
  for (const match of html.matchAll(TABLE_TAG)) {
    const closing = match[1] === '/'
    if (!closing && depth++ === 0) start = match.index
    if (closing && depth > 0 && --depth === 0) {
      const end = match.index + match[0].length
      const table = html.slice(start, end)
      out += html.slice(copied, start)
      out += `<div class="table-scroll" role="region" tabindex="0" aria-label="${labelFor(table, html.slice(0, start))}">${table}</div>`
      copied = end
    }
  }
  return out + html.slice(copied)
}
