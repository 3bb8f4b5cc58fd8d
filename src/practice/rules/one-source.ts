import type { Practice } from '../model'
import { stringsIn, type ContentFile, type ContentRule, type Finding } from './rule'
import { PRICE_IN_WORDS } from './vocabulary'

/**
 * One source per fact (issue 35). A price typed in a page or post drifts from /fees, the facts
 * panel and the structured data the day the practice changes it, and a stale price is a
 * misleading action (DMCC Act 2024, Part 4 Chapter 1; CAP Code 3.17: a quoted price must be the
 * price). Whether a clinic offers NHS care is the same: it is the clinic's `care`, and typed in
 * prose it stays true after the clinic's contract ends (CAP Code 3.1). So content names them with
 * placeholders ([price veneers], [price porcelain-veneer], [care slough]), which both adapters
 * answer from the model (src/practice/placeholders.ts).
 *
 * Checked over the Markdown body and every text of the front matter (title, description, social
 * fields), with every placeholder taken out first; a price in words ('seventy-five pounds', '9
 * pounds a unit', vocabulary.ts) is a typed price too (issue 45). Exceptions: none. NHS band charges are shown
 * from the model by /fees, never in prose; a page that needs a £ amount the model does not hold
 * (a national figure) asks for a placeholder or an exception here, named and explained.
 */
export const oneSourceRule: ContentRule = {
  id: 'one-source',
  source: 'DMCC Act 2024 Part 4 (misleading actions); CAP Code 3.1 and 3.17; the team guide: one source per fact',
  check: (file, practice) => [...typedPrices(file), ...typedCare(file, practice)],
}

/** A placeholder of any kind ([price …], [finance …], [care …]): its amounts and words come from the model. */
const PLACEHOLDER = /\[(?:price|phone|hours|email|finance|care)(?:\s[^[\]]*)?\](?!\()/g
/** A pound sign, typed or as HTML writes it, before an amount: '£850', '&pound;1,250'. */
const POUNDS = /(?:£|&pound;|&#163;|&#x0*a3;)\s*\d[\d,]*(?:\.\d{1,2})?/gi

/** Every text of a content file: the body, then each string of the front matter with its key. */
function texts(file: ContentFile): Array<{ where: string; text: string }> {
  return [{ where: file.path, text: file.body }, ...[...stringsIn(file.data)].map(([key, text]) => ({ where: `${file.path} (front matter ${key})`, text }))]
}

/** A price typed with a pound sign ('£75') or in words ('seventy-five pounds', '9 pounds a unit': issue 45). */
function typedPrices(file: ContentFile): Finding[] {
  return texts(file).flatMap(({ where, text }) => {
    const typed = text.replace(PLACEHOLDER, '')
    return [...typed.matchAll(POUNDS), ...typed.matchAll(PRICE_IN_WORDS)].map((match) => ({
      rule: oneSourceRule.id,
      where,
      message: `a price typed in prose ("${match[0]}"): name the option with a placeholder, [price <option-id>], so it is read from the model`,
    }))
  })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A sentence that says NHS and names a clinic states what that clinic offers: it must read it
 * from [care <clinic>] for a clinic it names ("a clinic in Slough, which offers [care slough]").
 */
function typedCare(file: ContentFile, practice: Practice): Finding[] {
  const clinics = practice.group.clinics.map((clinic) => ({ slug: clinic.slug, name: new RegExp(`\\b${escape(clinic.name)}\\b`, 'i') }))
  return texts(file).flatMap(({ where, text }) =>
    text.split(/(?<=[.;!?])\s+|\n+/).flatMap((sentence) => {
      const typed = sentence.replace(PLACEHOLDER, '')
      const named = clinics.filter((clinic) => clinic.name.test(typed))
      if (!/\bNHS\b/.test(typed) || named.length === 0 || named.some((clinic) => sentence.includes(`[care ${clinic.slug}]`))) return []
      const placeholders = named.map((clinic) => `[care ${clinic.slug}]`).join(' or ')
      return [{ rule: oneSourceRule.id, where, message: `NHS care at a clinic typed in prose ("${sentence.trim().slice(0, 120)}"): say what the clinic offers with ${placeholders}, read from its care` }]
    }),
  )
}
