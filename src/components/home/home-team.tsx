import type { TeamMember } from '@/content/types'
import { Picture, type PictureView } from '@/components/ui/picture'
import { SectionTitle } from '@/components/ui/section'
import { ArrowIcon } from '@/components/ui/icons'

/** A portrait's display size here: 80 px across. */
export const HOME_PORTRAIT_SIZES = '80px'

/** Who will treat you: the registrants, the people a patient can look up on the GDC register. */
export const registrants = (team: readonly TeamMember[]) => team.filter((member) => member.gdcNumber)

/**
 * The homepage's team (issue 29): each registrant with portrait, role and GDC number, linked to
 * their entry on /meet-the-team. Server HTML; an empty team leaves the section out.
 */
export function HomeTeam({ team, portraitOf }: { team: readonly TeamMember[]; portraitOf: (member: TeamMember) => PictureView | undefined }) {
  if (team.length === 0) return null
  return (
    <section aria-labelledby="home-team-title" data-home-section="team" className="below-fold band-home-team py-14">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <SectionTitle id="home-team">Who will look after you</SectionTitle>
          <a href="/meet-the-team" className="inline-flex min-h-11 items-center gap-2 font-semibold text-larkspur-deep underline underline-offset-2">
            Meet the team
            <ArrowIcon className="size-4" />
          </a>
        </div>
        <p className="mt-3 max-w-2xl text-ink-soft">Everyone below is registered with the General Dental Council, under the number shown.</p>
        <ul className="mt-6 flex flex-wrap justify-center gap-3 sm:mt-8 sm:gap-4">
          {team.map((member) => {
            const picture = portraitOf(member)
            return (
              <li key={member.slug} data-testid="home-team-member" className="relative flex w-full min-w-0 items-center gap-4 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-line sm:w-[calc(50%-0.5rem)] sm:p-4 lg:w-[calc(25%-0.75rem)]">
                {/* The <picture> is the flex item, so the box around it keeps the portrait round. */}
                <div className="size-16 shrink-0 overflow-hidden rounded-full bg-sand sm:size-20">{picture && <Picture picture={picture} className="size-full object-cover" />}</div>
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <h3 className="text-lg leading-snug [overflow-wrap:anywhere]">
                    <a href={`/meet-the-team#team-${member.slug}`} className="after:absolute after:inset-0 after:rounded-3xl hover:underline">
                      {member.name}
                    </a>
                  </h3>
                  <p className="text-sm text-ink-soft">{member.role}</p>
                  <p className="mt-1 text-sm">
                    GDC <span className="font-semibold tabular-nums">{member.gdcNumber}</span>
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
