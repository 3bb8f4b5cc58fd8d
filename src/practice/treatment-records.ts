import type { Treatment } from '@/practice/model'

/**
 * Which treatment record a route presents (issue 29). A record is keyed by its route's path
 * ('veneers' is /veneers); a route that explains a treatment without a record of its own names
 * the record whose price and facts it shows here, and only here.
 */
const presents: Readonly<Record<string, string>> = {
  'what-is-a-dental-implant': 'single-tooth-implant',
  'dental-implants-services': 'single-tooth-implant',
  'multiple-dental-implants': 'implant-bridges',
  'invisalign-journey': 'invisalign',
  'how-much-does-invisalign-cost': 'invisalign',
  'invisible-braces': 'clear-braces',
  'fixed-braces': 'clear-braces',
  'damon-braces': 'clear-braces',
  'white-composite-fillings': 'fillings',
  'gum-disease': 'dental-hygiene',
  'mouth-cancer-screening': 'dental-examinations',
}

/** The record slug a route's path ('veneers', or '/veneers') presents. */
export function recordSlugFor(path: string): string {
  const bare = path.replace(/^\/+|\/+$/g, '')
  return presents[bare] ?? bare
}

/** The treatment a route presents, if the model has it. */
export function treatmentForRoute(treatments: readonly Treatment[], path: string): Treatment | undefined {
  const slug = recordSlugFor(path)
  return treatments.find((treatment) => treatment.slug === slug)
}
