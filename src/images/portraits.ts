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
      const found = portraitFile(member)
      if (!found) return []
      const file = decorative ? { ...found, alt: '' } : found
      // A portrait whose size the CMS does not give is shown as it is: variants asked at a guessed
      // shape would be refused by the image endpoint, which makes only a source's own proportions.
      const sized = member.portrait?.width !== undefined && member.portrait.height !== undefined
      const picture: PictureView = sized ? await responsivePicture(file, sizes) : { sources: [], img: file }
      return [[member.slug, picture]] as const
    }),
  )
  return new Map(entries.flat())
}

/** The same as a lookup a view takes (`portraitOf`). */
export async function portraitLookup(members: readonly TeamMember[], sizes: string): Promise<(member: TeamMember) => PictureView | undefined> {
  const pictures = await portraitPictures(members, sizes)
  return (member) => pictures.get(member.slug)
}
