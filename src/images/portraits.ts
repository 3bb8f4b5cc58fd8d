import { portraitFile } from '@/components/sections/team-list-view'
import type { PictureView } from '@/components/ui/picture'
import type { TeamMember } from '@/content/types'
import { responsivePicture } from './responsive'

/** The facts panel's portraits are 48 px across. */
export const PORTRAIT_SIZES_SMALL = '48px'

/**
 * Each member's portrait, ready to render, by slug (members without one are left out). With
 * `decorative`, its text is empty: where the name is written beside it, a screen reader would
 * otherwise hear it twice.
 */
export async function portraitPictures(members: readonly TeamMember[], sizes: string, { decorative = false } = {}): Promise<Map<string, PictureView>> {
  const entries = await Promise.all(
    members.map(async (member) => {
      const file = portraitFile(member)
      return file ? ([[member.slug, await responsivePicture(decorative ? { ...file, alt: '' } : file, sizes)]] as const) : []
    }),
  )
  return new Map(entries.flat())
}

/** The same as a lookup a view takes (`portraitOf`). */
export async function portraitLookup(members: readonly TeamMember[], sizes: string): Promise<(member: TeamMember) => PictureView | undefined> {
  const pictures = await portraitPictures(members, sizes)
  return (member) => pictures.get(member.slug)
}
