/**
 * The aligner before/after cases (docs/requirements.md §9): one image per week of treatment.
 * The artwork generator (scripts/artwork/aligners.ts) reads this table too, so the counts
 * and the files in public/media/aligners/ cannot drift apart.
 */
export interface AlignerCase {
  readonly slug: string
  readonly name: string
  /** Images in the sequence; the range runs from week 1 to this. */
  readonly images: number
  readonly summary: string
}

export const alignerCases: readonly AlignerCase[] = [
  { slug: 'crossbite', name: 'Crossbite', images: 26, summary: 'Some upper teeth bite inside the lower ones.' },
  { slug: 'crowding', name: 'Crowding', images: 23, summary: 'Too little room, so teeth overlap and twist.' },
  { slug: 'deep-bite', name: 'Deep Bite', images: 32, summary: 'The upper front teeth cover too much of the lower ones.' },
  { slug: 'gapped-teeth', name: 'Gapped Teeth', images: 19, summary: 'Spaces between the teeth close week by week.' },
  { slug: 'open-bite', name: 'Open Bite', images: 30, summary: 'The front teeth do not meet when the back teeth bite.' },
  { slug: 'underbite', name: 'Underbite', images: 37, summary: 'The lower front teeth sit in front of the upper ones.' },
]

/** Width and height of every frame (they are drawn for a 4:3 card). */
export const ALIGNER_FRAME = { width: 480, height: 360 } as const

export function alignerFrameSrc(slug: string, week: number): string {
  return `/media/aligners/${slug}/${week}.webp`
}
