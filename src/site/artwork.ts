import { drawerGroups } from './navigation'
import type { NavGroupId } from './routes'

/** The kinds of treatment artwork: each draws on its own palette and motifs (scripts/artwork/treatment-heroes.ts). */
export type HeroFamily = 'general' | 'cosmetic' | 'implants' | 'orthodontics' | 'hygiene' | 'facial'

/** A treatment page with a hero of its own: its route path and the family its artwork belongs to. */
export interface TreatmentHero {
  readonly path: string
  readonly family: HeroFamily
}

/** The drawer's treatment groups and the family of artwork each draws on; the other groups are not treatments. */
const familyByGroup: Partial<Record<NavGroupId, HeroFamily>> = {
  general: 'general',
  cosmetic: 'cosmetic',
  implants: 'implants',
  'implant-supporting': 'implants',
  invisalign: 'orthodontics',
  hygiene: 'hygiene',
  facial: 'facial',
}

/** Treatment pages the drawer does not list: the orthodontic ones and a few more. */
const unlisted: readonly TreatmentHero[] = [
  ...['clear-braces', 'fixed-braces', 'damon-braces', 'fast-braces', 'six-month-smiles', 'inman-aligner', 'insignia', 'implants-and-orthodontics'].map(
    (path) => ({ path, family: 'orthodontics' as const }),
  ),
  { path: 'sedation-inhalation', family: 'general' },
  { path: 'extractions', family: 'general' },
  { path: 'white-composite-fillings', family: 'general' },
]

/**
 * Every treatment page with a hero of its own: the drawer's treatment groups, then the unlisted
 * ones. The artwork generator draws one file per entry (public/media/heroes/treatments/{path}.webp),
 * so this list and the files cannot drift apart (src/site/artwork.test.ts checks the files).
 */
export const treatmentHeroes: readonly TreatmentHero[] = (() => {
  const seen = new Map<string, TreatmentHero>()
  for (const group of drawerGroups) {
    const family = familyByGroup[group.id]
    if (!family) continue
    for (const link of group.links) {
      const path = link.href.slice(1)
      if (!seen.has(path)) seen.set(path, { path, family })
    }
  }
  for (const hero of unlisted) if (!seen.has(hero.path)) seen.set(hero.path, hero)
  return [...seen.values()]
})()

const withHero = new Set(treatmentHeroes.map((hero) => hero.path))

/** The site path of a treatment's own hero artwork. */
export const treatmentHeroFile = (path: string): string => `/media/heroes/treatments/${path}.webp`

/** The hero artwork for a route: the treatment's own, else the practice frontage. */
export function heroArtFor(path: string): string {
  return withHero.has(path) ? treatmentHeroFile(path) : '/media/heroes/practice.webp'
}
