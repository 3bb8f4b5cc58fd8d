/**
 * A File block (issue 30) is a link to the file and a "Download" button. WordPress's saved markup
 * says neither the file's type nor its size, so the type is read from the address and shown after
 * the file's name, and the button's name says which file it downloads (two "Download" links on a
 * page would otherwise sound the same). The HTML is sanitised, so attributes are double-quoted.
 */
const FILE_BLOCK = /<div class="wp-block-file">([\s\S]*?)<\/div>/g
const FIRST_LINK = /^(\s*<a\b(?![^>]*wp-block-file__button)[^>]*href="([^"]+)"[^>]*>)([\s\S]*?)(<\/a>)/
const BUTTON = /(<a\b[^>]*class="[^"]*\bwp-block-file__button\b[^"]*"[^>]*>)([\s\S]*?)(<\/a>)/

const NAMES: Readonly<Record<string, string>> = { pdf: 'PDF', doc: 'Word', docx: 'Word', xls: 'Excel', xlsx: 'Excel', ppt: 'PowerPoint', pptx: 'PowerPoint', odt: 'OpenDocument', txt: 'text', csv: 'CSV', jpg: 'JPEG', jpeg: 'JPEG', png: 'PNG', zip: 'ZIP' }

/** "PDF", "Word"… from the address's extension, or undefined. */
export function fileType(href: string): string | undefined {
  const extension = /\.([a-z0-9]{1,5})(?:[?#]|$)/i.exec(href)?.[1]?.toLowerCase()
  return extension ? (NAMES[extension] ?? extension.toUpperCase()) : undefined
}

export function fileLinks(html: string): string {
  return html.replace(FILE_BLOCK, (whole, inner: string) => {
    const first = FIRST_LINK.exec(inner)
    if (!first) return whole
    const [match, open = '', href = '', name = '', close = ''] = first
    const type = fileType(href)
    const label = type ? `${name} <span class="wp-block-file__type">(${type})</span>` : name
    const rest = inner.slice(match.length).replace(BUTTON, (_, buttonOpen: string, text: string, buttonClose: string) => `${buttonOpen}${text}<span class="sr-only"> ${name}${type ? ` (${type})` : ''}</span>${buttonClose}`)
    return `<div class="wp-block-file">${open}${label}${close}${rest}</div>`
  })
}
