import { Parser } from 'htmlparser2'
import type { Accreditation } from '@/practice/accreditations'
import type { Finding, PageRule } from './rule'

/**
 * No trust mark without issuer, year and link. Source: CAP Code 3.50 (no claim to be approved,
 * endorsed or authorised without it being so) and 3.7 (claims held on file); CPRs 2008 Sch. 1
 * para. 2 (a trust mark without authorisation is always unfair). A mark says who issued it, when,
 * and links where a patient can check it; a partner's logo claims no approval.
 */
export const TRUST_MARK = 'trust-mark'
const source = 'CAP Code 3.50, 3.7; CPRs 2008 Sch. 1 para. 2'
const APPROVAL = /\b(award|certified|accredited|approved|endorsed)\b/i

const finding = (where: string, message: string): Finding => ({ rule: TRUST_MARK, where, message })

/** What a badge's data lacks: a trust mark's issuer, year or checkable link; a partner's claim of approval. */
export function trustMarkFindings(marks: readonly Accreditation[], where = 'src/practice/accreditations.ts'): Finding[] {
  return marks.flatMap((mark) => {
    const at = `${where} [${mark.src}]`
    if (mark.kind === 'partner') return APPROVAL.test(mark.alt) ? [finding(at, `the partner logo "${mark.alt}" claims an approval: make it a trust mark with issuer, year and link`)] : []
    // Personal registration (the GDC's) is no accreditation of the practice (issue 45): it says who is registered, and links the register.
    if (mark.kind === 'registration') {
      return /\bregistered with\b/i.test(mark.alt) && !APPROVAL.test(mark.alt) && /^https:\/\//.test(mark.href) ? [] : [finding(at, `the registration badge "${mark.alt}" must say who is "registered with" the regulator, claim no accreditation, and link its register`)]
    }
    const lacks = [
      mark.issuer.trim() === '' && 'an issuer',
      !(Number.isInteger(mark.year) && mark.year >= 2000 && mark.year <= 2100) && 'a year',
      !/^https:\/\/[^/\s]+\.[a-z]{2,}/i.test(mark.href) && 'a link to where a patient can check it',
      !(mark.alt.includes(mark.issuer) && mark.alt.includes(String(mark.year))) && 'its issuer and year in its text',
    ].filter((lack): lack is string => lack !== false)
    return lacks.length === 0 ? [] : [finding(at, `the trust mark "${mark.alt}" lacks ${lacks.join(', ')}`)]
  })
}

/** Every accreditation badge on a page is one of `marks`, inside a link to its own address. */
export function trustMarkPageRule(marks: readonly Accreditation[]): PageRule {
  return {
    id: TRUST_MARK,
    source,
    check: (page) => {
      const findings: Finding[] = []
      const links: Array<string | undefined> = []
      const parser = new Parser({
        onopentag: (name, attributes) => {
          if (name === 'a') links.push(attributes.href)
          if (name !== 'img' || !attributes.src?.startsWith('/media/accreditations/')) return
          const mark = marks.find((candidate) => candidate.src === attributes.src)
          if (!mark) findings.push(finding(page.path, `shows the badge ${attributes.src}, which src/practice/accreditations.ts does not list with its issuer, year and link`))
          else if (!links.includes(mark.href)) findings.push(finding(page.path, `shows the badge "${mark.alt}" without its link to ${mark.href}`))
        },
        onclosetag: (name) => {
          if (name === 'a') links.pop()
        },
      })
      parser.end(page.html)
      return findings
    },
  }
}
