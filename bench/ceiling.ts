import fs from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import type { MeasuredPage } from './config'

/** What the browser would run or fetch as a script: script elements and script preloads. */
const scriptSelector = 'script, link[rel~="modulepreload"], link[rel~="preload"][as="script"]'

/**
 * The page's HTML with every script element and script preload cut out, and nothing else
 * touched: the parser (jsdom, with source locations) finds the elements, and their exact source
 * ranges are removed from the original text, so the rest is byte for byte what the server sent.
 */
export function withoutScripts(html: string): { html: string; removed: number } {
  const dom = new JSDOM(html, { includeNodeLocations: true })
  try {
    const ranges = [...dom.window.document.querySelectorAll(scriptSelector)]
      .map((element) => dom.nodeLocation(element))
      .filter((location) => location !== null && location !== undefined)
      .map((location) => [location.startOffset, location.endOffset] as const)
      .sort((a, b) => b[0] - a[0])
    let stripped = html
    for (const [start, end] of ranges) stripped = stripped.slice(0, start) + stripped.slice(end)
    return { html: stripped, removed: ranges.length }
  } finally {
    dom.window.close()
  }
}

/** The file nginx serves for a page's path: `/` → `index.html`, `/blog/x` → `blog/x.html`. */
export const ceilingFile = (pagePath: string) => `${pagePath === '/' ? 'index' : pagePath.replace(/^\//, '')}.html`

export interface CeilingPage {
  readonly path: string
  readonly file: string
  readonly scriptsRemoved: number
  readonly bytes: number
}

/**
 * Each page's render ceiling: its HTML as the site serves it, without scripts, written under
 * `dir` for nginx. Fetched uncompressed, as a visitor's first request after the cache is warm.
 */
export async function writeCeilingPages(origin: string, pages: readonly MeasuredPage[], dir: string): Promise<CeilingPage[]> {
  const written: CeilingPage[] = []
  for (const page of pages) {
    const response = await fetch(origin + page.path, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(30_000) })
    if (!response.ok) throw new Error(`${page.path} answered HTTP ${response.status}`)
    const { html, removed } = withoutScripts(await response.text())
    const file = ceilingFile(page.path)
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true, mode: 0o755 })
    fs.writeFileSync(path.join(dir, file), html, { mode: 0o644 })
    written.push({ path: page.path, file, scriptsRemoved: removed, bytes: Buffer.byteLength(html) })
  }
  return written
}
