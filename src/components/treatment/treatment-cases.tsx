import { formatLongDate } from '@/lib/dates'
import type { BeforeAfterCase } from '@/practice/model'

export const CASES_TITLE_ID = 'treatment-cases-title'

/**
 * A treatment's before-and-after cases from the practice model (issue 29), when the practice has
 * some: each pair of photographs with who treated the patient, over what time, and when the
 * patient consented to show them. The ASA treats these as testimonials, so each says it is a real
 * patient's, unretouched, shown with consent; and results vary. The photographs load lazily with
 * their box reserved, so nothing moves as they arrive.
 */
export function TreatmentCases({ treatmentName, cases, clinicianOf }: { treatmentName: string; cases: readonly BeforeAfterCase[]; clinicianOf: (slug: string) => string | undefined }) {
  if (cases.length === 0) return null
  return (
    // data-consented-cases: the one place before-and-after pictures may be (src/practice/rules/claims-before-after.ts).
    <section className="cases" aria-labelledby={CASES_TITLE_ID} data-consented-cases="">
      <h2 id={CASES_TITLE_ID}>{treatmentName}: our patients’ results</h2>
      <p className="cases-note">Real patients of ours, photographed before and after their treatment, unretouched and shown with their written consent. Everyone’s result is different.</p>
      <ul className="cases-list">
        {cases.map((shown) => {
          const clinician = clinicianOf(shown.clinician)
          const consented = formatLongDate(shown.consentDate)
          return (
            <li key={`${shown.before.src} ${shown.after.src}`}>
              <figure>
                <div className="cases-pair">
                  <div>
                    <img src={shown.before.src} alt={shown.before.alt} loading="lazy" decoding="async" width={600} height={450} />
                    <span className="cases-label">Before</span>
                  </div>
                  <div>
                    <img src={shown.after.src} alt={shown.after.alt} loading="lazy" decoding="async" width={600} height={450} />
                    <span className="cases-label">After</span>
                  </div>
                </div>
                <figcaption>
                  {shown.summary && <>{shown.summary} </>}
                  Treated by {clinician ?? 'our team'} over {shown.timescale.charAt(0).toLowerCase() + shown.timescale.slice(1)}.{consented && (
                    <>
                      {' '}
                      Consent given <time dateTime={shown.consentDate}>{consented}</time>.
                    </>
                  )}
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
