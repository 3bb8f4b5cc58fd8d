import type { Finding, RuleContext, TeamClaims } from './rule'
import { sentences } from './claims-text'
import { textClaimRules, type TextClaim } from './claims-said'
import { GDC_SPECIALIST_LISTS, SPECIALIST, SPECIALIST_ELSEWHERE, SPECIALIST_OF_US } from './vocabulary'

/**
 * "Specialist" only for someone on a GDC specialist list. Source: GDC Standards 1.3.1 and the
 * GDC's guidance on advertising (only registrants on a specialist list may call themselves a
 * specialist, and only in that speciality); CAP Code 3.1, 3.7. A dentist "with an interest in
 * implants" is not a specialist: implant dentistry has no list.
 *
 * Two checks: the team itself (each member's role and biography against their `specialistList`,
 * which must be one of the 13 lists), and any text that says "specialist" of us: it must name a
 * list's speciality, and where the team is given, the person it names must be on that list.
 */
export const SPECIALIST_CLAIM = 'specialist'
const source = 'GDC Standards 1.3; GDC guidance on ethical advertising (specialist lists); CAP Code 3.1, 3.7'

type Member = NonNullable<RuleContext['team']>[number]

/** Each list with the words a text names it by ('orthodontist', 'orthodontic', 'Orthodontics'). */
const LIST_WORDS: ReadonlyMap<string, RegExp> = new Map(
  (
    [
      ['Dental and Maxillofacial Radiology', /\b(?:dental and maxillofacial )?radiolog/i],
      ['Dental Public Health', /\bdental public health\b/i],
      ['Endodontics', /\bendodont/i],
      ['Oral and Maxillofacial Pathology', /\b(?:oral and maxillofacial )?patholog/i],
      ['Oral Medicine', /\boral medicine\b/i],
      ['Oral Microbiology', /\b(?:oral )?microbiolog/i],
      ['Oral Surgery', /\boral surge(?:on|ry)/i],
      ['Orthodontics', /\borthodont/i],
      ['Paediatric Dentistry', /\bpa?ediatric dent/i],
      ['Periodontics', /\bperiodont/i],
      ['Prosthodontics', /\bprosthodont/i],
      ['Restorative Dentistry', /\brestorative dent/i],
      ['Special Care Dentistry', /\bspecial care dent/i],
    ] satisfies readonly (readonly [(typeof GDC_SPECIALIST_LISTS)[number], RegExp])[]
  ).map(([list, words]) => [list as string, words]),
)

/** The lists a sentence names. */
const listsNamed = (sentence: string): string[] => [...LIST_WORDS].filter(([, words]) => words.test(sentence)).map(([list]) => list)

/** How a text names a member: their full name, or their title and surname ('Dr Okafor'). */
const named = (sentence: string, member: Member) => sentence.includes(member.name) || sentence.includes(member.name.replace(/^(\S+)\s+\S+\s+/, '$1 '))

/** What is wrong with a sentence that says "specialist", if anything. */
function specialistProblem(sentence: string, team: readonly Member[] | undefined): string | undefined {
  if (!SPECIALIST.test(sentence) || SPECIALIST_ELSEWHERE.test(sentence)) return undefined
  const lists = listsNamed(sentence)
  const members = (team ?? []).filter((member) => named(sentence, member))
  if (members.length === 0) return SPECIALIST_OF_US.test(sentence) && lists.length === 0 ? sentence : undefined
  return members.some((member) => !member.specialistList || !lists.includes(member.specialistList)) ? sentence : undefined
}

export const specialistClaim: TextClaim = {
  id: SPECIALIST_CLAIM,
  source,
  find: (block, _practice, context) => (SPECIALIST.test(block) ? sentences(block).map((sentence) => specialistProblem(sentence, context?.team)).find((found) => found !== undefined) : undefined),
  advice: '"specialist" only for someone on a GDC specialist list, naming that speciality ("Specialist in Endodontics"); otherwise "with an interest in"',
}

export const specialistRules = textClaimRules(specialistClaim)

export interface TeamRule {
  readonly id: string
  readonly source: string
  readonly check: (team: readonly TeamClaims[]) => readonly Finding[]
}

/** Each member's `specialistList` is a GDC list; their role and biography say "specialist" only of it. */
export const specialistTeamRule: TeamRule = {
  id: SPECIALIST_CLAIM,
  source,
  check: (team) =>
    team.flatMap((member) => {
      const where = `team[${member.slug}]`
      const finding = (at: string, message: string): Finding => ({ rule: SPECIALIST_CLAIM, where: `${where}.${at}`, message })
      const list = member.specialistList
      if (list !== undefined && !(GDC_SPECIALIST_LISTS as readonly string[]).includes(list)) return [finding('specialistList', `"${list.slice(0, 80)}" is not one of the GDC's ${GDC_SPECIALIST_LISTS.length} specialist lists`)]
      return (['role', 'bio'] as const).flatMap((field) => {
        const said = sentences(member[field] ?? '').find((sentence) => SPECIALIST.test(sentence) && !SPECIALIST_ELSEWHERE.test(sentence) && !(list && listsNamed(sentence).includes(list)))
        return said === undefined ? [] : [finding(field, `says "${said.slice(0, 100)}" with ${list ? `the specialist list ${list}` : 'no specialist list'}: ${specialistClaim.advice}`)]
      })
    }),
}
