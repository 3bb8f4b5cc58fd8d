import { portraitFile } from '@/components/sections/team-list-view'
import type { PictureView } from '@/components/ui/picture'
import type { TeamMember } from '@/content/types'
import { responsivePicture } from './responsive'

/** The facts panel's portraits are 48 px across. */
export const PORTRAIT_SIZES_SMALL = '48px'

/**
 * Each member's portrait, ready to render, by slug. Its text is empty: the name is written beside
 * it, and a screen reader would otherwise hear it twice.
 */
export async function treatmentPortraits(members: readonly TeamMember[], sizes: string): Promise<Map<string, PictureView>> {
  const entries = await Promise.all(
    members.map(async (member) => {
      const file = portraitFile(member)
      return file ? ([[member.slug, await responsivePicture({ ...file, alt: '' }, sizes)]] as const) : []
    }),
  )
  return new Map(entries.flat())
}
