import { drawerGroups } from './navigation'

const heroByGroup: Record<string, string> = {
  general: 'general',
  cosmetic: 'cosmetic',
  implants: 'implants',
  'implant-supporting': 'implants',
  invisalign: 'orthodontics',
  hygiene: 'hygiene',
  facial: 'facial',
}

const orthodontics = new Set(['clear-braces', 'fixed-braces', 'damon-braces', 'fast-braces', 'six-month-smiles', 'inman-aligner', 'insignia', 'implants-and-orthodontics'])

/** The hero artwork for a route: chosen by the treatment group it sits in. */
export function heroArtFor(path: string): string {
  if (orthodontics.has(path)) return '/media/heroes/orthodontics.webp'
  const group = drawerGroups.find((candidate) => candidate.id !== 'about' && candidate.links.some((link) => link.href === `/${path}`))
  return `/media/heroes/${(group && heroByGroup[group.id]) ?? 'practice'}.webp`
}
