import { CheckIcon } from '@/components/ui/icons'
import { ScrollToLink } from '../blocks/scroll-to-link'
import { Section, SectionTitle } from '@/components/ui/section'

const practicePoints = [
  'A calm, modern practice on Queen Street, five minutes from Maidenhead station',
  'Step-free access and a ground-floor surgery',
  'Digital X-rays, 3D CBCT and iTero scanning on site',
  'Dentists with master’s degrees in implant dentistry and in root canal treatment',
]

const promises = [
  'We listen first, and explain what we find in plain English',
  'You always have a written plan and price before treatment starts',
  'We tell you the simplest option, including doing nothing',
  'No pressure to decide on the day',
]

function Block({ id, title, lead, points, tone }: { id: string; title: string; lead: string; points: readonly string[]; tone: string }) {
  return (
    <Section id={id} className={tone} inner="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:items-start">
      <div>
        <SectionTitle id={id}>{title}</SectionTitle>
        <p className="mt-4 text-lg text-ink-soft">{lead}</p>
        {/* docs/requirements.md §2: glides to the enquiry form on this page; without JavaScript it is a plain #getintouchform link. */}
        <ScrollToLink targetId="getintouchform" className="btn btn-primary mt-6 tracking-wide">
          BOOK YOUR CONSULTATION
        </ScrollToLink>
      </div>
      <ul className="grid gap-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-sage-deep" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** docs/requirements.md §2, Why choose us: 'Our Practice' and 'Our promise to you', each with a way to book. */
export function WhyChooseUsSections() {
  return (
    <>
      <Block
        id="our-practice"
        title="Our Practice"
        lead="Larkspur Dental Care is an independent practice with a small, settled team. Most treatment is planned and carried out here, by people who already know you."
        points={practicePoints}
        tone="bg-sand"
      />
      <Block
        id="our-promise"
        title="Our promise to you"
        lead="Whatever brings you to us, from a check-up to a new smile, this is how we will look after you."
        points={promises}
        tone="bg-sage-pale"
      />
    </>
  )
}
