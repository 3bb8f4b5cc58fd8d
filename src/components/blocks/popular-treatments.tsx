import { popularTreatments } from '@/site/navigation'
import { ArrowIcon } from '../ui/icons'
import { Section, SectionTitle } from '@/components/ui/section'

/** docs/requirements.md §2: the five popular treatment links. */
export function PopularTreatments() {
  return (
    <Section id="popular-treatments" className="below-fold band-popular bg-sand" compact>
      <SectionTitle id="popular-treatments" size="small">Popular treatments</SectionTitle>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {popularTreatments.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="group treatment-link"
            >
              {/* A long word may break rather than push the arrow out of a narrow column at 200 % text (WCAG 1.4.4). */}
              <span className="min-w-0 [overflow-wrap:anywhere]">{link.label}</span>
              <ArrowIcon className="size-5 shrink-0 text-larkspur transition group-hover:translate-x-1" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
