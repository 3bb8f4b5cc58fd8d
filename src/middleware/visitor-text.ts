import { stringsIn } from '@/practice/rules/rule'

/**
 * What a visitor typed that a per-visitor page may echo (issue 45): the query's values (a search's
 * words, as the search page folds them too) and every string of a form answer held for the page
 * after a post (src/middleware/actions.ts). The page gate checks such a page with these taken out,
 * so the visitor's words can neither trigger a finding nor be quoted by one.
 */
export function visitorInputs(url: URL, formAnswer: unknown): string[] {
  const inputs = new Set<string>()
  const add = (text: string) => {
    for (const variant of [text, text.trim(), text.replace(/\s+/g, ' ').trim(), text.replace(/\s+/g, ' ').trim().slice(0, 100).trim()]) if (variant) inputs.add(variant)
  }
  // A page number is parsed, not echoed as typed; taking every digit out of the page would hide its prices.
  for (const [name, value] of url.searchParams) if (!(name === 'page' && /^\d+$/.test(value))) add(value)
  for (const [, text] of stringsIn(formAnswer)) add(text)
  return [...inputs]
}

/** The escapes the page's writers use (Astro, React, html-entities) for one string in text or an attribute. */
function escapes(text: string): string[] {
  const base = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
  return ['&#39;', '&#x27;', '&apos;'].map((quote) => base.replaceAll("'", quote))
}

/** Every spelling of the text as a page may carry it: as is, escaped, inside JSON (island props), in a link's query. */
function spellings(text: string): string[] {
  const json = JSON.stringify(text).slice(1, -1)
  const query = new URLSearchParams({ q: text }).toString().slice(2)
  return [text, ...escapes(text), json, ...escapes(json), encodeURIComponent(text), query, ...escapes(query)]
}

/** The page with every spelling of the visitor's inputs replaced by a space (longest first, so no part of one is left). */
export function withoutVisitorText(html: string, inputs: readonly string[]): string {
  const all = [...new Set(inputs.flatMap(spellings))].filter(Boolean).sort((a, b) => b.length - a.length)
  return all.reduce((page, text) => page.replaceAll(text, ' '), html)
}
