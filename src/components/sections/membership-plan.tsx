import { CheckIcon } from '@/components/ui/icons'
import { titleQuoting, type SiteFacts } from '@/practice/site-facts'
import { Section, SectionTitle } from '@/components/ui/section'

/** docs/requirements.md §1: the subscription plan's copy. */
const benefits = ['2 check-ups a year', '2 hygiene visits a year', 'Whitening included', '10% off treatments']

/** `facts`: the request's SiteFacts (the monthly price and the phone). */
export function MembershipPlan({ facts }: { facts: Pick<SiteFacts, 'phone' | 'prices'> }) {
  return (
    <Section id="membership-plan">
      <div className="grid gap-8 rounded-3xl bg-larkspur-pale p-8 ring-1 ring-line sm:p-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <p className="font-semibold tracking-wide text-sage-deep uppercase">Membership plan</p>
          <SectionTitle id="membership-plan" className="mt-2">{titleQuoting(facts, 'membershipPerMonth', (plan) => `Routine care from ${plan} per month`, 'Routine care for one monthly fee')}</SectionTitle>
          <p className="mt-3 text-lg text-ink-soft">
            Spread the cost of keeping your mouth healthy into one monthly payment. Mouth cancer screening is part of every check-up.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="/register-patient" className="btn btn-primary">
              Register and join
            </a>
            <a href={facts.phone.href} className="btn btn-secondary">
              Call {facts.phone.display}
            </a>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-3 rounded-2xl bg-white p-5 font-semibold shadow-sm">
              <CheckIcon className="size-6 shrink-0 text-sage-deep" />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
