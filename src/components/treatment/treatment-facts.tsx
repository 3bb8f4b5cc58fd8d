import { PhoneIcon } from '@/components/ui/icons'
import { Picture, type PictureView } from '@/components/ui/picture'
import type { TreatmentFactsView } from './facts'
import { PriceTerms } from '@/components/prices/price-terms'

export const FACTS_TITLE_ID = 'treatment-facts-title'

const names = new Intl.ListFormat('en-GB', { type: 'conjunction' })

/**
 * Each clinic on its own line, with its care where it offers NHS care and who provides the
 * treatment there (issue 35): "At Slough (NHS and private dental care): Dr Sophie Turner". The
 * clinic's name is a link in a line of text (WCAG 2.5.8's inline exception), so a name that lies
 * under the phone action bar at the foot of the first screen is still part of a sentence rather
 * than a lone small target. `data-clinic` is what src/practice/rules/who-and-where.ts reads.
 */
function ClinicLines({ clinics }: { clinics: TreatmentFactsView['clinics'] }) {
  return (
    <ul className="facts-where">
      {clinics.map((clinic) => (
        <li key={clinic.slug} data-clinic={clinic.slug}>
          At <a href={clinic.href}>{clinic.name}</a>
          {clinic.nhsCare && ` (${clinic.nhsCare})`}
          {clinic.providers.length > 0 && `: ${names.format(clinic.providers)}`}
        </li>
      ))}
    </ul>
  )
}

/**
 * A treatment page's facts panel (issue 29): a labelled complementary region with the price of
 * each option, visits, time in the chair and recovery (a GOV.UK-style summary list), who provides
 * it and where, the representative finance example for the headline price, and Book and Call.
 * Server HTML only. It comes first in the page's source, straight after the title and summary;
 * from 1024 px the page's grid puts it beside the text and keeps it in view (globals.css,
 * "Treatment pages"). Book and Call give way to the phone action bar at 960 px and below.
 * Its small links (a clinic, a clinician, finance) sit in lines of text, WCAG 2.5.8's inline
 * exception: where the panel ends at the foot of a phone's first screen, one lies half under the
 * action bar, and a lone 16 px link there fails target-size (issue 34, point 5).
 * The look is short class names in globals.css, which every page caches, rather than utilities
 * repeated in the HTML of every treatment page.
 */
export function TreatmentFacts({ view, portraitOf }: { view: TreatmentFactsView; portraitOf: (slug: string) => PictureView | undefined }) {
  // The enquiry form on the page: the frame's script glides to it and hands it focus (a plain #link without JavaScript).
  const scrollTo = view.book.startsWith('#') ? view.book.slice(1) : undefined
  const external = /^https?:/.test(view.book)
  return (
    <aside className="facts" aria-labelledby={FACTS_TITLE_ID} data-testid="treatment-facts">
      <h2 id={FACTS_TITLE_ID} className="facts-title">
        {view.name} at a glance
      </h2>
      <p className="facts-price">{view.headline}</p>
      {view.options.length > 0 && (
        <ul className="facts-options">
          {view.options.map((option) => (
            <li key={option.name}>
              {option.name}: <strong>{option.price}</strong>
            </li>
          ))}
        </ul>
      )}
      <PriceTerms terms={view.terms} className="mt-3" />
      <dl className="facts-list">
        {view.rows.map((row) => (
          <div key={row.key}>
            <dt>{row.key}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        {view.providers.length > 0 && (
          <div>
            <dt>Who treats you</dt>
            <dd>
              <ul className="facts-people">
                {view.providers.map((member) => {
                  const portrait = portraitOf(member.slug)
                  return (
                    <li key={member.slug}>
                      {portrait && <Picture picture={portrait} className="facts-portrait" />}
                      <span>
                        <a href={`/meet-the-team#team-${member.slug}`}>{member.name}</a>, {member.role}
                        {member.gdcNumber && `, GDC ${member.gdcNumber}`}
                      </span>
                    </li>
                  )
                })}
              </ul>
            </dd>
          </div>
        )}
        {view.clinics.length > 0 && (
          <div>
            <dt>Where, and who</dt>
            <dd>
              <ClinicLines clinics={view.clinics} />
            </dd>
          </div>
        )}
      </dl>
      {view.finance && (
        <div className="facts-finance" data-testid="finance-example">
          <p>{view.finance.example}</p>
          <p>{view.finance.broker}</p>
          <p>
            {view.finance.proviso} <a href="/finance">Spread the cost with 0% finance</a>.
          </p>
        </div>
      )}
      <p className="facts-actions">
        <a href={view.book} className="btn btn-primary" data-scroll-to={scrollTo} rel={external ? 'noopener' : undefined}>
          Book a consultation
        </a>
        <a href={view.call.href} className="btn btn-secondary" aria-label={`Call us on ${view.call.display}`}>
          <PhoneIcon className="size-4" />
          {view.call.display}
        </a>
      </p>
    </aside>
  )
}
