import type { ReactNode } from 'react'
import { financeOffer } from '@/site/finance-offer'
import { quoting, type SiteFacts } from '@/practice/site-facts'
import { Faq } from '../blocks/faq'
import { privateDentistFaqs } from './private-dentist-faqs'
import { VisitUs } from './visit-us'
import { Section } from '@/components/ui/section'

const reasons = (facts: SiteFacts) => [
  { title: 'Time to talk', text: 'Unhurried appointments, so there is time to explain what we find and answer your questions.' },
  { title: 'The same familiar faces', text: 'A settled team: you usually see the same dentist and hygienist each visit.' },
  { title: 'Clear, written prices', text: 'A written plan with costs before any treatment starts, and every price on our fees page.' },
  { title: 'More choice of treatment', text: 'Cosmetic dentistry, Invisalign and dental implants, all planned and carried out here.' },
  { title: 'Care for nervous patients', text: 'Longer first visits, agreed stop signals and inhalation sedation if you would like it.' },
  { title: 'Ways to spread the cost', text: quoting(facts, ['membershipPerMonth'], (plan) => `A membership plan from ${plan} per month and finance on treatments from ${financeOffer.from}, subject to status.`, `A monthly membership plan and finance on treatments from ${financeOffer.from}, subject to status.`) },
]

const steps = (facts: SiteFacts) => [
  { title: 'Register online', text: 'Fill in the short registration form on this page; it takes a couple of minutes.' },
  { title: 'We call you', text: 'Our reception team rings you, usually the next working day, to find a time that suits you.' },
  { title: 'Your new patient examination', text: quoting(facts, ['newPatientExamination'], (exam) => `A thorough check of your teeth, gums and mouth, with any X-rays you need, for ${exam}.`, 'A thorough check of your teeth, gums and mouth, with any X-rays you need.') },
  { title: 'Your personal plan', text: 'A clear written plan and prices, and the option to join our membership plan.' },
]

export interface PrivateDentistSectionsProps {
  /** This site's public origin, for the FAQ's structured data. */
  readonly origin: string
  /** The request's SiteFacts: the prices, hours, address and phone the sections quote. */
  readonly facts: SiteFacts
  /** The interactive parts, islands on the Astro page: the 'wide' logo carousel, PracticeMap and the testimonials. */
  // Optional in type only: the Astro page fills them through named slots, which `astro check` does not see as props.
  readonly logos?: ReactNode
  readonly map?: ReactNode
  readonly testimonials?: ReactNode
}

/** docs/requirements.md §2, private dentist: after the body and the registration form (someone else's), the rest. */
export function PrivateDentistSections({ origin, facts, logos, map, testimonials }: PrivateDentistSectionsProps) {
  return (
    <>
      <Section id="private-accreditations" title="Registered and recognised">
        <div className="mt-8">{logos}</div>
      </Section>
      <Section id="private-reasons" title="Why choose private dental care?" className="bg-sand">
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reasons(facts).map((reason) => (
            <li key={reason.title} className="rounded-3xl bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold">{reason.title}</h3>
              <p className="mt-2 text-ink-soft">{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <VisitUs id="private-visit" title="Opening hours and how to find us" map={map} facts={facts} />
      <Section id="private-join" title="Joining us in four steps" className="bg-larkspur-pale">
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps(facts).map((step, index) => (
            <li key={step.title} className="rounded-3xl bg-white p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-full bg-larkspur-deep font-display text-lg font-semibold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold">
                <span className="sr-only">{`Step ${index + 1}: `}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Faq id="private-faq" origin={origin} title="Questions about joining" items={privateDentistFaqs(facts)} />
      {testimonials}
    </>
  )
}
