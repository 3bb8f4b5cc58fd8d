import type { Care, Clinic, FeeItem, Group, Practice, PricedOption, Treatment } from './model'
import { quotedOptionProblems } from './quoted-prices'
import type { Problem } from './rules/rule'
import { formatPrice } from './wording'

/** Derived facts: computed from the model, never typed a second time. */

/** The clinic whose hours and phone the header, footer and get-in-touch show. */
export const mainClinic = (group: Group): Clinic => group.clinics.find((clinic) => clinic.main) ?? (group.clinics[0] as Clinic)

/** Where Book goes for a treatment: the main clinic if it offers it, else the first clinic that does. */
export function bookingClinic(practice: Pick<Practice, 'group'>, treatment: Pick<Treatment, 'clinics'>): Clinic {
  const main = mainClinic(practice.group)
  if (treatment.clinics.length === 0 || treatment.clinics.includes(main.slug)) return main
  return practice.group.clinics.find((clinic) => treatment.clinics.includes(clinic.slug)) ?? main
}

/** The care the group offers: 'both' when its clinics between them offer NHS and private care. */
export function groupCare(group: Group): Care {
  const nhs = group.clinics.some((clinic) => clinic.care !== 'private')
  const priv = group.clinics.some((clinic) => clinic.care !== 'nhs')
  return nhs && priv ? 'both' : nhs ? 'nhs' : 'private'
}

/** The treatment's cheapest option: its headline "from" price. */
export const headlineOption = (treatment: Treatment): PricedOption =>
  treatment.options.reduce((lowest, option) => (option.from < lowest.from ? option : lowest), treatment.options[0] as PricedOption)

/** The headline price in words: 'from £850 per tooth'; 'from' too where a fixed price is the cheapest of several options. */
export function headlinePrice(treatment: Treatment): string {
  const option = headlineOption(treatment)
  return formatPrice(treatment.options.length > 1 ? { ...option, fixed: false } : option)
}

/**
 * The headline price where it stands under the treatment's name (a card, the facts panel): a
 * prescription-only treatment's names what it is, 'Facial aesthetics consultation: £…' (its own price), so no
 * price reads as the medicine's (CAP Code 12.12; src/practice/rules/prescription-only.ts).
 */
export const namedHeadlinePrice = (treatment: Treatment): string =>
  treatment.prescriptionOnly ? `${headlineOption(treatment).name}: ${headlinePrice(treatment)}` : headlinePrice(treatment)

/**
 * Whether a reference names this option: by its id (issue 35), or by its name as fee lines typed
 * in WordPress before ids did (the plugin's lines still may).
 */
export const namesOption = (option: Pick<PricedOption, 'id' | 'name'>, reference: string): boolean => option.id === reference || option.name === reference

/** An option anywhere in the model, by its id, with its treatment. */
export function optionById(practice: Pick<Practice, 'treatments'>, id: string): { treatment: Treatment; option: PricedOption } | undefined {
  for (const treatment of practice.treatments) {
    const option = treatment.options.find((candidate) => candidate.id === id)
    if (option) return { treatment, option }
  }
  return undefined
}

export interface FeeLine {
  readonly name: string
  /** The priced option, or the words a free line shows. */
  readonly price: PricedOption | { readonly free: string }
  /** The treatment page the line belongs to. */
  readonly treatment?: Treatment
}

/**
 * A fee-schedule line with its price, read from the treatment it names; undefined when the
 * treatment has no such option (the model's check refuses that, see practiceProblems, but a page
 * must not fail on it: issue 34, point 2).
 */
export function feeLine(practice: Pick<Practice, 'treatments'>, item: FeeItem): FeeLine | undefined {
  if ('free' in item) return { name: item.name, price: { free: item.free } }
  const treatment = practice.treatments.find((candidate) => candidate.slug === item.treatment)
  const option = treatment?.options.find((candidate) => namesOption(candidate, item.option))
  return treatment && option ? { name: option.name, price: option, treatment } : undefined
}

/** A section's lines: a line the model cannot price is left out, and logged (the editor's words only, never a visitor's). */
export function feeLines(practice: Pick<Practice, 'treatments'>, items: readonly FeeItem[]): FeeLine[] {
  return items.flatMap((item) => {
    const line = feeLine(practice, item)
    if (!line && !('free' in item)) console.warn(`[practice] fees: no option "${item.option}" of treatment "${item.treatment}"; the line is left out`)
    return line ? [line] : []
  })
}

/**
 * What no schema can see on its own: every slug a record names exists (./problems.ts adds the
 * rules the practice answers to). Each problem names where it is, in the model's own path with
 * records by slug ('treatments[veneers].providers', message 'no team member "x"'). Without the
 * team's slugs, the team is not checked.
 */
export function recordProblems(practice: Practice, teamSlugs?: readonly string[]): Problem[] {
  const team = { has: (slug: string) => !teamSlugs || teamSlugs.includes(slug) }
  const clinics = new Set(practice.group.clinics.map((clinic) => clinic.slug))
  const problems: Problem[] = [...quotedOptionProblems(practice)]
  const problem = (where: string, message: string) => problems.push({ where, message })
  const main = mainClinic(practice.group)
  if (!main.whatsapp) problem(`group.clinics[${main.slug}].whatsapp`, 'the main clinic needs a "whatsapp" number (the contact page shows it)')
  for (const clinic of practice.group.clinics) {
    for (const member of clinic.team) if (!team.has(member)) problem(`group.clinics[${clinic.slug}].team`, `no team member "${member}"`)
  }
  const slugs = new Set<string>()
  const optionIds = new Set<string>()
  for (const treatment of practice.treatments) {
    for (const option of treatment.options) {
      if (optionIds.has(option.id)) problem(`treatments[${treatment.slug}].options[${option.id}]`, `the option id "${option.id}" is used twice (ids name an option across the whole model)`)
      optionIds.add(option.id)
    }
  }
  for (const treatment of practice.treatments) {
    const where = `treatments[${treatment.slug}]`
    if (slugs.has(treatment.slug)) problem(where, 'the slug is used twice')
    slugs.add(treatment.slug)
    for (const member of treatment.providers) if (!team.has(member)) problem(`${where}.providers`, `no team member "${member}"`)
    for (const clinic of treatment.clinics) if (!clinics.has(clinic)) problem(`${where}.clinics`, `no clinic "${clinic}"`)
    for (const clinic of treatment.nhsAt) {
      const care = practice.group.clinics.find((candidate) => candidate.slug === clinic)?.care
      if (!treatment.clinics.includes(clinic) || care === 'private') problem(`${where}.nhsAt`, `"${clinic}" must be one of the treatment's clinics that offers NHS care`)
    }
    treatment.cases.forEach((shown, index) => {
      if (!team.has(shown.clinician)) problem(`${where}.cases[${index}].clinician`, `no team member "${shown.clinician}"`)
    })
  }
  practice.fees.sections.forEach((section, index) => {
    for (const item of section.items) {
      if ('free' in item) continue
      const treatment = practice.treatments.find((candidate) => candidate.slug === item.treatment)
      if (!treatment) problem(`fees.sections[${index}]`, `in "${section.title}", no treatment "${item.treatment}"`)
      else if (!treatment.options.some((option) => namesOption(option, item.option))) problem(`fees.sections[${index}]`, `in "${section.title}", treatment "${item.treatment}" has no option "${item.option}"`)
    }
  })
  return problems
}
