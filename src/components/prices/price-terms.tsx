import { hasTerms, type PriceTermsView } from './terms'

const list = new Intl.ListFormat('en-GB', { type: 'conjunction' })

/**
 * Beside a price (the facts panel, /fees): what it includes and what may be added, with how that
 * is decided (DMCC Act 2024 s.230, CMA209). Nothing when the price has neither.
 */
export function PriceTerms({ terms, className }: { terms: PriceTermsView; className?: string }) {
  if (!hasTerms(terms)) return null
  return (
    <div className={`text-sm text-ink-soft ${className ?? ''}`} data-testid="price-terms">
      {terms.includes.length > 0 && <p>Price includes: {list.format(terms.includes)}.</p>}
      {terms.extras.length > 0 && (
        <>
          <p>May be added, only where you need it:</p>
          <ul className="list-disc pl-5">
            {terms.extras.map((extra) => (
              <li key={extra.name}>
                {extra.name}, {extra.price}, {extra.when}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
