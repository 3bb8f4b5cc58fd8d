import { Parser } from 'htmlparser2'
import { escapeHtml } from '@/lib/escape-html'
import { financePlaceholder, type ExampleTurn } from './finance-placeholder'
import { headlinePrice, mainClinic, namesOption, optionById } from './facts'
import type { Clinic, Practice } from './model'
import { formatPrice, openingLine, telHref } from './wording'

/**
 * Facts in running text (issue 28): content names a fact with a placeholder in WordPress's
 * shortcode form, which editors already know, and both adapters expand it from the model, so the
 * prose cannot drift from /fees, the clinic pages or the calculator.
 *
 *   [price veneers]                      from £850 per tooth (the treatment's headline price)
 *   [price invisalign-comprehensive]     an option's price, by its id (issue 35: a rename keeps it)
 *   [phone] / [phone slough]             the main clinic's (or a clinic's) number, a tel: link in HTML
 *   [hours] / [hours slough]             Monday to Friday 8:00am to 5:00pm
 *   [email]                              the group's address
 *   [finance invisalign-lite]            a worked example for an option, by its id (the first on a page
 *                                        without its own is the representative example, the rest illustrations)
 *   [finance terms]                      '6, 10 or 12 months', from the finance products
 *   [finance min] / [finance max]        the calculator's cash-price limits
 *   [care slough]                        NHS and private care (what a clinic offers, from its `care`)
 *
 * A placeholder the model cannot answer is left as it was written and reported, so a test (and
 * the editor's preview) shows it rather than a blank.
 *
 * In HTML, placeholders are answered in text nodes only, and every model value is escaped (issue
 * 34, point 8): the content has been sanitised already, and what is added here must not rely on
 * zod happening to refuse '<'. One inside an attribute (`title="[price veneers]"`) is left as
 * written: a phone link there would break the markup.
 */
// Never a Markdown link: '[finance](/finance)' and '[finance page](/finance)' are link text.
const PLACEHOLDER = /\[(price|phone|hours|email|finance|care)((?:\s[^[\]]*)?)\](?!\()/g
/** WordPress turns an editor's straight quotes into entities or curly ones. */
const QUOTES = /&quot;|&#8221;|&#8220;|&#8243;|[”“″]/g

/** What `[care <clinic>]` says: a clinic's care in words that read inside a sentence. */
export const CARE_WORDS = { nhs: 'NHS care', private: 'private care', both: 'NHS and private care' } as const

export interface Expanded {
  readonly text: string
  /** The placeholders that could not be answered, as written. */
  readonly unknown: readonly string[]
}

/** Escapes a model value for a text node or a quoted attribute. */

function parseArguments(raw: string): { words: string[]; named: Record<string, string> } {
  const words: string[] = []
  const named: Record<string, string> = {}
  for (const match of raw.matchAll(/([a-z]+)="([^"]*)"|"([^"]*)"|([a-z0-9-]+)/g)) {
    if (match[1] !== undefined) named[match[1]] = match[2] ?? ''
    else words.push(match[3] ?? match[4] ?? '')
  }
  return { words, named }
}

function clinicOf(practice: Practice, slug: string | undefined): Clinic | undefined {
  return slug === undefined ? mainClinic(practice.group) : practice.group.clinics.find((clinic) => clinic.slug === slug)
}

function answer(practice: Practice, kind: string, raw: string, html: boolean, turn: ExampleTurn): string | undefined {
  const { words, named } = parseArguments(raw)
  switch (kind) {
    case 'price': {
      const treatment = practice.treatments.find((candidate) => candidate.slug === words[0])
      if (!treatment) {
        const byId = words[0] === undefined ? undefined : optionById(practice, words[0])
        return byId && formatPrice(byId.option)
      }
      if (named.option === undefined) return headlinePrice(treatment)
      const option = treatment.options.find((candidate) => namesOption(candidate, named.option ?? ''))
      return option && formatPrice(option)
    }
    case 'phone': {
      const clinic = clinicOf(practice, words[0])
      if (!clinic) return undefined
      return html ? `<a href="${escapeHtml(telHref(clinic.phone))}">${escapeHtml(clinic.phone)}</a>` : clinic.phone
    }
    case 'hours': {
      const clinic = clinicOf(practice, words[0])
      return clinic && openingLine(clinic.hours)
    }
    case 'care': {
      // Issue 35 (one source): whether a clinic offers NHS care is its `care`, never typed in prose.
      const clinic = words[0] === undefined ? undefined : clinicOf(practice, words[0])
      return clinic && CARE_WORDS[clinic.care]
    }
    case 'email':
      return words.length === 0 ? practice.group.email : undefined
    case 'finance':
      return financePlaceholder(practice, words, turn)
    default:
      return undefined
  }
}

/**
 * Every placeholder of `text` answered; `html` escapes the answers and links phone numbers, except
 * inside a link of the text's own (`inLink`), where a link would nest in a link: there the number is text.
 */
function expandIn(practice: Practice, text: string, html: boolean, unknown: string[], turn: ExampleTurn, inLink = false): string {
  return text.replace(PLACEHOLDER, (whole, kind: string, raw: string) => {
    const linked = html && kind === 'phone' && !inLink
    const value = answer(practice, kind, raw.replace(QUOTES, '"'), linked, turn)
    if (value === undefined) {
      unknown.push(whole)
      return whole
    }
    return html && !linked ? escapeHtml(value) : value
  })
}

/** Elements whose content is not text a reader sees (or is not parsed as HTML): nothing in them is answered. */
const NOT_PROSE = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'template'])

/**
 * Where the text nodes of `html` are, as [start, end) offsets into it, outside the elements above.
 * htmlparser2 is the parser sanitize-html uses; with entities left undecoded each text is the
 * source's own characters, so the offsets and the text agree.
 */
function textRanges(html: string): Array<[number, number, boolean]> {
  const ranges: Array<[number, number, boolean]> = []
  const open: string[] = []
  let links = 0
  const parser = new Parser(
    {
      onopentagname: (name) => {
        if (NOT_PROSE.has(name)) open.push(name)
        if (name === 'a') links += 1
      },
      onclosetag: (name) => {
        if (NOT_PROSE.has(name)) open.pop()
        if (name === 'a' && links > 0) links -= 1
      },
      ontext: (data) => {
        if (open.length > 0) return
        const end = parser.endIndex + 1
        const start = end - data.length
        const last = ranges.at(-1)
        // One text node can arrive in pieces: join them, so a placeholder is never cut in two.
        if (last && last[1] === start && last[2] === links > 0) last[1] = end
        else ranges.push([start, end, links > 0])
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  return ranges
}

/**
 * Text with every placeholder answered; `html` answers in text nodes only, escaped, with phone
 * numbers as links. `representative`: the page has no representative example of its own, so its
 * text's first finance example is it (src/practice/finance-placeholder.ts); otherwise all are illustrations.
 */
export function expandPlaceholders(practice: Practice, text: string, { html = false, representative = false } = {}): Expanded {
  const unknown: string[] = []
  const turn: ExampleTurn = { representative }
  if (!html) return { text: expandIn(practice, text, false, unknown, turn), unknown }
  let result = ''
  let from = 0
  for (const [start, end, inLink] of textRanges(text)) {
    result += text.slice(from, start) + expandIn(practice, text.slice(start, end), true, unknown, turn, inLink)
    from = end
  }
  return { text: result + text.slice(from), unknown }
}
