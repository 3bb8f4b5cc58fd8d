import { writtenFinanceOf } from './finance-facts'
import type { Practice } from './model'

/**
 * What a practice must replace before launch (issue 45): the fictional practice's stand-ins, each
 * of which a regulator, a patient's phone or a mail server would find out. The one list of their
 * patterns, read by `npm run preflight` (scripts/preflight.ts) and by the server's warning at
 * start (src/middleware/go-live.ts). Not the `[price …]` prose placeholders: those are ./placeholders.ts.
 */

export type GoLiveKind = 'fca-reference' | 'cqc-location' | 'drama-phone' | 'example-address' | 'legal-name' | 'company-number' | 'site-url'

/** Each kind: what it is, and what to put instead. */
export const GO_LIVE_KINDS: Readonly<Record<GoLiveKind, { readonly label: string; readonly instead: string }>> = {
  'fca-reference': {
    label: 'FCA firm reference number',
    instead: 'the firm reference number the Financial Services Register gives the practice (or its principal firm), six or seven digits',
  },
  'cqc-location': {
    label: 'CQC location id',
    instead: "the clinic's own page on the CQC register, https://www.cqc.org.uk/location/1-…, from the registration certificate",
  },
  'drama-phone': {
    label: 'drama-range phone number',
    instead: "the clinic's real number: Ofcom keeps 01632 960000–960999 and 07700 900000–900999 for drama, and they never ring",
  },
  'example-address': {
    label: 'example address',
    instead: "the practice's own domain: .example, example.com, example.org and example.net are reserved (RFC 2606) and never deliver",
  },
  'legal-name': {
    label: "company's legal name",
    instead: 'the name Companies House registers the company under (and the Financial Services Register, for finance)',
  },
  'company-number': {
    label: 'company number',
    instead: 'the Companies House number: eight digits, or two capitals and six digits (SC123456)',
  },
  'site-url': {
    label: "site's address",
    instead: "SITE_URL set to the https address patients use (canonical links, the sitemap and every e-mail's links are built from it)",
  },
}

export interface GoLivePlaceholder {
  readonly kind: GoLiveKind
  /** The placeholder as written (never anything a visitor typed: the model and the settings only). */
  readonly found: string
  /** Where it is: a path in the practice model, or a setting's name. */
  readonly where: string
}

/** A setting of the server that a patient or a mail server meets (MAIL_TO, SITE_URL…), by its name. Never a secret's value. */
export interface GoLiveSetting {
  readonly name: string
  readonly value: string | undefined
}

/** Ofcom's drama ranges (01632 960xxx, 07700 900xxx), as people write them: with or without spaces, from 0 or +44. */
const DRAMA_PHONE = /(?:\+44\s?(?:\(0\)\s?)?|\b0)(?:1632\s?960\s?\d{3}|7700\s?900\s?\d{3})\b/g
/** A host under a reserved name, in an e-mail address or a URL: 'larkspurdental.example', 'mail.example.com'. */
const EXAMPLE_HOST = /\b(?:[a-z0-9-]+\.)*(?:example\.(?:com|org|net)|[a-z0-9-]+\.example)\b(?![.-]?[a-z0-9])/gi
/** A CQC location id of noughts: '1-000000000', '1-000000001'. */
const CQC_PLACEHOLDER = /\b1-0{8}\d\b/g
/** The repository's fictional practice: a legal name that still names it was never replaced. */
export const FICTIONAL_PRACTICE = /\blarkspur\b/i
const NOUGHTS = /^0+$/

/** Patterns any text of the model or the settings may hold. */
const TEXT_PATTERNS: readonly (readonly [GoLiveKind, RegExp])[] = [
  ['drama-phone', DRAMA_PHONE],
  ['example-address', EXAMPLE_HOST],
  ['cqc-location', CQC_PLACEHOLDER],
]

function textPlaceholders(text: string, where: string): GoLivePlaceholder[] {
  return TEXT_PATTERNS.flatMap(([kind, pattern]) => [...text.matchAll(pattern)].map(([found]) => ({ kind, found, where })))
}

/** Every string of a value with its path: group.clinics[maidenhead].phone (a record with a slug is named by it). */
function* strings(value: unknown, path: string): Generator<readonly [string, string]> {
  if (typeof value === 'string') yield [value, path]
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) {
      const slug = typeof item === 'object' && item !== null && 'slug' in item && typeof item.slug === 'string' ? item.slug : index
      yield* strings(item, `${path}[${slug}]`)
    }
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key)
}

/** The company and the finance firm: named, numbered, and not the fictional practice. */
function companyPlaceholders(practice: Practice): GoLivePlaceholder[] {
  const { company } = practice.group
  const finance = writtenFinanceOf(practice)
  const found: GoLivePlaceholder[] = []
  if (!company) {
    found.push({ kind: 'legal-name', found: '(not set)', where: 'group.company.legalName' }, { kind: 'company-number', found: '(not set)', where: 'group.company.number' })
  } else {
    if (FICTIONAL_PRACTICE.test(company.legalName)) found.push({ kind: 'legal-name', found: company.legalName, where: 'group.company.legalName' })
    if (NOUGHTS.test(company.number)) found.push({ kind: 'company-number', found: company.number, where: 'group.company.number' })
  }
  if (FICTIONAL_PRACTICE.test(finance.legalName)) found.push({ kind: 'legal-name', found: finance.legalName, where: 'finance.legalName' })
  if (NOUGHTS.test(finance.firmReferenceNumber)) found.push({ kind: 'fca-reference', found: finance.firmReferenceNumber, where: 'finance.firmReferenceNumber' })
  return found
}

/**
 * Every placeholder left in the practice the site serves (its finance record as pages read it:
 * the embedded one where WordPress has none) and in the settings given.
 */
export function goLivePlaceholders(practice: Practice, settings: readonly GoLiveSetting[] = []): GoLivePlaceholder[] {
  const model = { group: practice.group, treatments: practice.treatments, fees: practice.fees, finance: writtenFinanceOf(practice) }
  return [
    ...companyPlaceholders(practice),
    ...[...strings(model, '')].flatMap(([text, where]) => textPlaceholders(text, where)),
    ...settings.flatMap(({ name, value }) => (value === undefined ? [] : textPlaceholders(value, name))),
    ...settings.flatMap(({ name, value }): GoLivePlaceholder[] => (name === 'SITE_URL' && !value?.startsWith('https://') ? [{ kind: 'site-url', found: value ?? '(not set)', where: name }] : [])),
  ]
}
