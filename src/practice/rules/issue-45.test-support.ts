import { readFileSync } from 'node:fs'
import matter from 'gray-matter'
import { marked } from 'marked'
import { expandPlaceholders } from '../placeholders'
import type { Practice } from '../model'
import type { ContentFile, RenderedPage } from './rule'

/**
 * Issue 45's counter-examples as embedded files (src/practice/rules/fixtures/issue-45/), each read
 * as a content file at a path of its kind ('post' or 'page') and rendered as a page a visitor would
 * get: title, meta description and body, placeholders answered as the site answers them.
 */
export function fixtureFile(name: string, at: string): ContentFile {
  const { data, content } = matter(readFileSync(new URL(`./fixtures/issue-45/${name}`, import.meta.url), 'utf8'))
  return { path: at, data, body: content }
}

export function fixturePage(practice: Practice, file: ContentFile, path: string): RenderedPage {
  const title = String(file.data.title ?? '')
  const description = String(file.data.excerpt ?? '')
  const body = expandPlaceholders(practice, marked.parse(file.body, { async: false }), { html: true, representative: true }).text
  return { path, html: `<!doctype html><html><head><title>${title}</title><meta name="description" content="${description}"></head><body><main><h1>${title}</h1>${body}</main></body></html>` }
}
