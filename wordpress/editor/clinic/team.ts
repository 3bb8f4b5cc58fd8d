/**
 * Who can be picked as working at a clinic: the team post type's members (larkspur-team.php,
 * `larkspur_team`), or, on a WordPress without the team plugin, every slug the practice already
 * names (clinics' team, treatments' providers), which is where the site's team then comes from.
 */
export interface Member {
  readonly slug: string
  readonly name: string
}

interface TeamRecord {
  readonly slug: string
  readonly title?: { readonly raw?: string; readonly rendered?: string }
}

/** The team post type's records as members, by name. */
export const membersOf = (records: readonly TeamRecord[]): readonly Member[] =>
  records.map((record) => ({ slug: record.slug, name: record.title?.raw || record.title?.rendered || record.slug })).sort((a, b) => a.name.localeCompare(b.name))

interface PracticeModel {
  readonly group?: { readonly clinics?: ReadonlyArray<{ readonly team?: readonly string[] }> }
  readonly treatments?: ReadonlyArray<{ readonly providers?: readonly string[] }>
}

/** Every team slug the practice model names, once each, as members named by their slug. */
export function membersNamedIn(practice: PracticeModel): readonly Member[] {
  const slugs = new Set([...(practice.group?.clinics ?? []).flatMap((clinic) => clinic.team ?? []), ...(practice.treatments ?? []).flatMap((treatment) => treatment.providers ?? [])])
  return [...slugs].sort().map((slug) => ({ slug, name: slug }))
}

/** The members to offer: the list, then any slug the clinic has that the list no longer holds (so it can be taken off). */
export const offered = (members: readonly Member[], chosen: readonly string[]): readonly Member[] => [
  ...members,
  ...chosen.filter((slug) => !members.some((member) => member.slug === slug)).map((slug) => ({ slug, name: `${slug} (not on the team list)` })),
]

/** The clinic's team with one member ticked or unticked, in the order they were ticked. */
export const pick = (chosen: readonly string[], slug: string, on: boolean): readonly string[] => (on ? (chosen.includes(slug) ? chosen : [...chosen, slug]) : chosen.filter((each) => each !== slug))
