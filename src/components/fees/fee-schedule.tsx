import { formatPence } from '@/finance'
import { formatLongDate } from '@/lib/dates'
import { feeLines } from '@/practice/facts'
import type { Clinic, NhsBandSet, Practice } from '@/practice/model'
import { formatPrice } from '@/practice/wording'
import { Section } from '@/components/ui/section'
import { PriceTerms } from '@/components/prices/price-terms'
import { priceTerms } from '@/components/prices/terms'
import { findRoute } from '@/site/routes'

const pounds = (value: number) => formatPence(Math.round(value * 100))

/**
 * /fees made from the fee schedule (issue 28): a table a section, each line's price read from the
 * treatment it belongs to (so the treatment page says the same), the date the prices were last
 * reviewed, and, where a clinic offers NHS care, the NHS bands in force with their effective date.
 */
export function FeeSchedule({ practice, nhsBands, nhsClinics }: { practice: Practice; nhsBands?: NhsBandSet; nhsClinics: readonly Clinic[] }) {
  // A date that is no date is left out with its words (src/lib/dates.ts), the schedule stands.
  const reviewed = formatLongDate(practice.group.pricesReviewed)
  const bandsFrom = nhsBands && formatLongDate(nhsBands.from)
  return (
    <>
      <Section id="fee-schedule" className="bg-white" title="Our private fees">
        <p className="mt-3 text-ink-soft">
          {reviewed && (
            <>
              Prices last reviewed on <time dateTime={practice.group.pricesReviewed}>{reviewed}</time>.{' '}
            </>
          )}
          Where a price says &ldquo;from&rdquo;, your dentist gives you a
          written plan with the exact cost before any treatment starts.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          {practice.fees.sections.map((section, index) => (
            <div key={section.title} className="min-w-0">
              <table className="w-full text-left" data-testid="fee-section">
                <caption className="pb-3 text-left font-display text-xl font-semibold text-ink">{section.title}</caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">Treatment</th>
                    <th scope="col">Price</th>
                  </tr>
                </thead>
                <tbody>
                  {feeLines(practice, section.items).map((line) => {
                    return (
                      <tr key={line.name} className="border-b border-line">
                        <th scope="row" className="w-full py-2.5 pr-4 font-normal">
                          {line.treatment && findRoute(line.treatment.slug) ? (
                            <a href={`/${line.treatment.slug}`} className="underline decoration-line underline-offset-2 hover:decoration-larkspur">
                              {line.name}
                            </a>
                          ) : (
                            line.name
                          )}
                          {line.treatment && 'from' in line.price && <PriceTerms terms={priceTerms(practice, line.treatment, [line.price])} className="mt-1" />}
                        </th>
                        <td className="py-2.5 text-right font-semibold sm:whitespace-nowrap" data-testid="fee-price">
                          {'free' in line.price ? line.price.free : formatPrice(line.price)}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
              {section.notes.map((note) => (
                <p key={`${index}-${note}`} className="mt-3 text-sm text-ink-soft">
                  {note}
                </p>
              ))}
            </div>
          ))}
        </div>
      </Section>
      {nhsBands && nhsClinics.length > 0 && (
        <Section id="nhs-bands" className="bg-sage-pale" title="NHS dental charges">
          <p className="mt-3 max-w-3xl text-ink-soft">
            NHS care is offered at our {nhsClinics.map((clinic) => clinic.name).join(' and ')} clinic{nhsClinics.length > 1 ? 's' : ''}. NHS charges in England are set nationally, in bands; these
            are the charges in force{bandsFrom ? <> from <time dateTime={nhsBands.from}>{bandsFrom}</time></> : ' now'}.
          </p>
          <table className="mt-6 w-full max-w-xl text-left" data-testid="nhs-bands">
            <caption className="sr-only">NHS dental charges{bandsFrom && ` from ${bandsFrom}`}</caption>
            <tbody>
              {[
                ['Band 1: examination, diagnosis, advice, X-rays, scale and polish', nhsBands.bands.band1],
                ['Band 2: Band 1 plus fillings, root canal treatment and extractions', nhsBands.bands.band2],
                ['Band 3: Band 2 plus crowns, dentures and bridges', nhsBands.bands.band3],
                ['Urgent treatment', nhsBands.bands.urgent],
              ].map(([label, value]) => (
                <tr key={label} className="border-b border-sage/30">
                  <th scope="row" className="py-2.5 pr-4 font-normal">
                    {label}
                  </th>
                  <td className="py-2.5 text-right font-semibold">{pounds(Number(value))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm text-ink-soft">Source: {nhsBands.source}.</p>
        </Section>
      )}
    </>
  )
}
