import type { ReactNode } from 'react'
import type { TeamMember } from '@/content/types'
import type { DayHours } from '@/practice/hours'
import type { Clinic, Treatment } from '@/practice/model'
import { telHref, whatsappHref } from '@/practice/wording'
import { namedHeadlinePrice } from '@/practice/facts'
import { Section, SectionTitle } from '@/components/ui/section'
import { PhoneIcon } from '@/components/ui/icons'
import { Picture, type PictureView } from '@/components/ui/picture'
import { ClosuresList } from './closures-list'
import { WeeklyHours } from './weekly-hours'

export interface ClinicDetailsProps {
  readonly clinic: Clinic
  readonly closures: readonly DayHours[]
  readonly closuresWithin: number
  readonly team: readonly TeamMember[]
  readonly portraitOf: (member: TeamMember) => PictureView | undefined
  readonly treatments: readonly Treatment[]
  readonly bookHref: string
  /** The ClinicToday element (a slot). */
  readonly today?: ReactNode
  /** The map facade island (a slot). */
  readonly map?: ReactNode
}

const careWords = { private: 'Private dental care', nhs: 'NHS dental care', both: 'NHS and private dental care' } as const

/**
 * A clinic's own page (issue 28): where it is and the map, when it is open (the week, and the
 * closures and changed hours of the coming weeks), how to get there, who works there and what
 * they offer, and call, WhatsApp and book for this clinic.
 */
export function ClinicDetails({ clinic, closures, closuresWithin, team, portraitOf, treatments, bookHref, today, map }: ClinicDetailsProps) {
  const { street, locality, region, postcode } = clinic.address
  return (
    <>
      <Section id="clinic-visit" className="bg-white" inner="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <div className="min-w-0">
          <SectionTitle id="clinic-visit">Visit us in {clinic.address.locality}</SectionTitle>
          <address className="mt-5 text-lg not-italic">
            {street}
            <br />
            {locality}, {region}
            <br />
            {postcode}
          </address>
          {today && <p className="mt-4 text-lg font-semibold">{today}</p>}
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={telHref(clinic.phone)} className="btn btn-primary" data-cta="call">
              <PhoneIcon className="size-5" />
              Call {clinic.phone}
            </a>
            <a href={bookHref} className="btn btn-secondary" data-cta="book">
              Book at {clinic.name}
            </a>
            {clinic.whatsapp && (
              <a href={whatsappHref(clinic.whatsapp)} className="btn btn-secondary" rel="noopener noreferrer">
                WhatsApp {clinic.whatsapp}
              </a>
            )}
          </div>
          <p className="mt-4 text-ink-soft">
            E-mail{' '}
            <a href={`mailto:${clinic.email}`} className="font-semibold [overflow-wrap:anywhere] text-larkspur-deep underline underline-offset-2">
              {clinic.email}
            </a>
          </p>
          <h3 className="mt-8 text-xl font-semibold">Opening hours</h3>
          <div className="mt-3">
            <WeeklyHours clinic={clinic} />
          </div>
          <p className="mt-2 text-sm text-ink-soft">Closed on bank holidays{clinic.bankHolidays === 'open' ? ' only where listed below' : ''}.</p>
          <h3 className="mt-8 text-xl font-semibold">Closures and changed hours</h3>
          <div className="mt-3">
            <ClosuresList days={closures} within={closuresWithin} />
          </div>
        </div>
        <div className="min-w-0">{map}</div>
      </Section>

      <Section id="clinic-directions" className="bg-sand" title="Getting here" inner="">
        <dl className="mt-6 grid gap-6 md:grid-cols-3">
          {[
            ['By public transport', clinic.directions.publicTransport],
            ['By car', clinic.directions.byCar],
            ['Step-free access', clinic.directions.stepFreeAccess],
          ].map(([label, text]) => (
            <div key={label} className="rounded-3xl bg-white p-6 ring-1 ring-line">
              <dt className="font-semibold text-ink">{label}</dt>
              <dd className="mt-2 text-ink-soft">{text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-ink-soft">
          {careWords[clinic.care]} at this clinic.{' '}
          <a href={clinic.cqcLocation} rel="noopener noreferrer" className="underline underline-offset-2">
            Read this clinic&rsquo;s CQC inspection report
          </a>
          .
        </p>
      </Section>

      {team.length > 0 && (
        <Section id="clinic-team" className="bg-white" title={`Who you will see in ${clinic.address.locality}`}>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="clinic-team">
            {team.map((member) => {
              const portrait = portraitOf(member)
              return (
                <li key={member.slug} className="flex items-center gap-4 rounded-3xl bg-larkspur-pale p-4">
                  {portrait && <Picture picture={portrait} className="size-20 shrink-0 rounded-full object-cover" />}
                  <div>
                    <p className="font-semibold text-ink">
                      <a href={`/meet-the-team#team-${member.slug}`} className="hover:underline">
                        {member.name}
                      </a>
                    </p>
                    <p className="text-sm text-ink-soft">{member.role}</p>
                    {member.gdcNumber && <p className="text-sm text-ink-soft">GDC {member.gdcNumber}</p>}
                  </div>
                </li>
              )
            })}
          </ul>
        </Section>
      )}

      {treatments.length > 0 && (
        <Section id="clinic-treatments" className="bg-larkspur-pale" title={`Treatments in ${clinic.address.locality}`}>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="clinic-treatments">
            {treatments.map((treatment) => (
              <li key={treatment.slug}>
                <a href={`/${treatment.slug}`} className="flex h-full min-h-11 flex-col rounded-3xl bg-white p-5 ring-1 ring-line hover:ring-larkspur">
                  <span className="font-semibold text-ink">{treatment.name}</span>
                  <span className="mt-1 text-sm text-ink-soft">{namedHeadlinePrice(treatment)}</span>
                  {/* Issue 45: "on the NHS" beside what this clinic provides on the NHS (the treatment's nhsAt), and nothing else. */}
                  {clinic.care !== 'private' && treatment.nhsAt.includes(clinic.slug) && <span className="mt-1 text-sm font-semibold text-sage-deep">Also on the NHS</span>}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  )
}
