import { listTeam, type TeamMember } from '@/content'
import { nextPicture } from '@/components/ui/next-picture'
import { PORTRAIT_SIZES, portraitFile, TeamListView } from './team-list-view'

const portraitOf = (member: TeamMember) => {
  const file = portraitFile(member)
  return file && nextPicture(file, PORTRAIT_SIZES)
}

/** The team for the Next.js page: loads it and makes the portraits through next/image. */
export async function TeamList() {
  const result = await listTeam()
  return <TeamListView team={result.ok ? result.value : []} portraitOf={portraitOf} />
}
