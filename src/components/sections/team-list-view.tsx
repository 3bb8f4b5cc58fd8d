import type { TeamMember } from '@/content/types'
import { regulation } from '@/practice/regulation'
import { Picture, type PictureFile, type PictureView } from '@/components/ui/picture'

/** The facts the GDC's guidance asks for, under the name: registration, specialist list, qualifications. */
function MemberFacts({ member }: { member: TeamMember }) {
  return (
    <dl className="mt-4 grid gap-3 text-sm">
      {member.gdcNumber && (
        <div>
          <dt className="font-semibold text-ink">GDC number</dt>
          <dd data-testid="gdc-number">{member.gdcNumber}</dd>
        </div>
      )}
      {member.specialistList && (
        <div>
          <dt className="font-semibold text-ink">GDC specialist list</dt>
          <dd data-testid="specialist">Specialist in {member.specialistList}</dd>
        </div>
      )}
      {member.qualifications.length > 0 && (
        <div>
          <dt className="font-semibold text-ink">Qualifications</dt>
          <dd>
            <ul className="grid gap-1" data-testid="qualifications">
              {member.qualifications.map((qualification) => (
                <li key={qualification.name}>
                  <span className="font-medium">{qualification.name}</span>, {qualification.awardedBy} ({qualification.country})
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div>
        <dt className="font-semibold text-ink">Languages</dt>
        <dd>{member.languages.join(', ')}</dd>
      </div>
    </dl>
  )
}

/** A portrait's display size: 96 px across. */
export const PORTRAIT_SIZES = '96px'

/** A member's portrait file, if they have one (480x480 unless the CMS says otherwise). */
export function portraitFile(member: TeamMember): PictureFile | undefined {
  const { portrait } = member
  return portrait && { src: portrait.url, alt: portrait.alt, width: portrait.width ?? 480, height: portrait.height ?? 480 }
}

function Portrait({ picture }: { picture?: PictureView }) {
  return picture ? <Picture picture={picture} className="size-24 shrink-0 rounded-full object-cover" /> : null
}

/**
 * The practice team as data (issue 13): every registrant with their GDC number and the country of
 * each qualification; 'specialist' only from the specialist-list flag. Server-rendered, no client
 * code. The page loads the team and makes each portrait (`portraitOf`); an empty team (a CMS
 * without it, or failing with nothing cached) leaves the page's own body alone.
 */
export function TeamListView({ team, portraitOf }: { team: readonly TeamMember[]; portraitOf: (member: TeamMember) => PictureView | undefined }) {
  if (team.length === 0) return null
  return (
    <section aria-labelledby="team-title" className="container-page pb-14">
      <h2 id="team-title" className="text-2xl sm:text-3xl">
        Our team
      </h2>
      <p className="mt-3 max-w-3xl text-ink-soft">
        Dental professionals in the UK must be registered with the General Dental Council. You can check any registration number below on the{' '}
        <a href={regulation.gdcRegister.href} rel="noopener noreferrer" className="underline underline-offset-2">
          {regulation.gdcRegister.label}
        </a>
        .
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {team.map((member) => (
          <li key={member.slug}>
            <article aria-labelledby={`team-${member.slug}`} data-testid="team-member" data-slug={member.slug} className="h-full rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line">
              <div className="flex items-center gap-4">
                <Portrait picture={portraitOf(member)} />
                <div>
                  <h3 id={`team-${member.slug}`} className="text-xl font-semibold">
                    {member.name}
                  </h3>
                  <p className="text-ink-soft">{member.role}</p>
                </div>
              </div>
              <MemberFacts member={member} />
              <p className="mt-4 text-ink-soft">{member.bio}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
