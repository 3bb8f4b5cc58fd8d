import { Parser } from 'htmlparser2'
import type { Finding, PageRule } from './rule'

/**
 * No testimonial text twice. Source: CAP Code 3.45 and 3.7 (testimonials must be genuine, held
 * on file and not presented in a misleading way) and the DMCC Act 2024 Schedule 20 (fake
 * consumer reviews): one patient's story shown under two names is not two patients.
 *
 * Two texts are one story when they share a run of RUN words (case, punctuation and quotes
 * ignored): a reworded copy keeps phrases ("I actually look forward to my check-ups now").
 */
export const TESTIMONIAL_REPEATED = 'testimonial-repeated'
const source = 'CAP Code 3.7, 3.45; DMCC Act 2024 Sch. 20 (fake reviews)'
const RUN = 6

export interface Testimony {
  /** Where it is shown: a file and its author, a page and its position. */
  readonly where: string
  readonly text: string
}

const words = (text: string) => text.toLowerCase().replace(/[‘’']/g, '').match(/[a-z0-9]+/g) ?? []

function runs(text: string): Set<string> {
  const all = words(text)
  return new Set(all.slice(0, Math.max(0, all.length - RUN + 1)).map((_, index) => all.slice(index, index + RUN).join(' ')))
}

/** A finding for each testimony that repeats an earlier one, naming both. */
export function repeatedTestimonials(testimonies: readonly Testimony[]): Finding[] {
  const seen: Array<{ testimony: Testimony; runs: Set<string> }> = []
  const findings: Finding[] = []
  for (const testimony of testimonies) {
    const own = runs(testimony.text)
    const earlier = seen.find((other) => [...own].some((run) => other.runs.has(run)))
    if (earlier) {
      const shared = [...own].find((run) => earlier.runs.has(run)) ?? ''
      findings.push({ rule: TESTIMONIAL_REPEATED, where: testimony.where, message: `repeats the testimonial at ${earlier.testimony.where} ("…${shared}…"): one patient's story, shown once` })
    }
    seen.push({ testimony, runs: own })
  }
  return findings
}

/** The quotations of a Markdown file: each blockquote's lines, its bold attribution left out. */
export function markdownTestimonies(path: string, body: string): Testimony[] {
  const quotes = body.match(/(?:^>.*(?:\n|$))+/gm) ?? []
  return quotes
    .map((block) => block.trim().split('\n').map((line) => line.replace(/^>\s?/, '')).filter((line) => !/^\*\*.*\*\*$/.test(line.trim())).join(' ').trim())
    .filter((text) => text !== '')
    .map((text, index) => ({ where: `${path} (quotation ${index + 1})`, text }))
}

/** The text of every <blockquote> of a page. */
function blockquotes(html: string): string[] {
  const quotes: string[] = []
  let depth = 0
  let text = ''
  const parser = new Parser({
    onopentag: (name) => {
      if (name === 'blockquote') depth += 1
    },
    ontext: (data) => {
      if (depth > 0) text += ` ${data}`
    },
    onclosetag: (name) => {
      if (name !== 'blockquote') return
      depth -= 1
      if (depth === 0) {
        quotes.push(text.trim())
        text = ''
      }
    },
  })
  parser.end(html)
  return quotes
}

export const testimonialPageRule: PageRule = {
  id: TESTIMONIAL_REPEATED,
  source,
  check: (page) => repeatedTestimonials(blockquotes(page.html).map((text, index) => ({ where: `${page.path} (quotation ${index + 1})`, text }))),
}
