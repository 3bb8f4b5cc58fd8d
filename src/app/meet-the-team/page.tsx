import { TeamList } from '@/components/sections/team-list'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('meet-the-team')

/** The CMS body keeps its place; the team, with their GDC facts, follows (issue 13). */
export default function MeetTheTeamPage() {
  return <ContentPage path="meet-the-team" after={<TeamList />} />
}
