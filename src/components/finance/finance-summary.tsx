import { formatPence, formatPercent } from '@/finance/format'
import type { Limits } from '@/finance/input'
import type { Quote } from '@/finance/quote'
import { limitSentence, loanSentence, repayableSentence, SUBJECT_TO_STATUS } from '@/finance/sentences'
import type { FinanceProduct } from '@/finance/types'

/**
 * The figures for the chosen plan (docs/requirements.md §9), with any fees or deferral a product adds.
 * They are the visitor's own figures, an illustration: the page's one representative example sits
 * above the calculator (CONC 3.5.5R; issue 35).
 */
export function FinanceSummary({ product, quote, limits }: { product: FinanceProduct; quote: Quote; limits: Limits }) {
  const { result } = quote
  const rows = result
    ? [
        { term: 'Total repayable', value: formatPence(result.amountPayable), shown: true },
        { term: 'APR', value: formatPercent(result.apr), shown: true },
        { term: 'Total charge for credit', value: formatPence(result.chargeForCredit), shown: result.chargeForCredit > 0 },
        { term: 'Service fee', value: formatPence(result.serviceFee), shown: result.serviceFee > 0 },
        { term: 'Document fee', value: formatPence(result.documentFee), shown: result.documentFee > 0 },
      ].filter((row) => row.shown)
    : []

  return (
    <div data-testid="finance-summary" className="flex flex-col rounded-2xl bg-larkspur-deep p-6 text-white sm:p-8">
      <p className="font-sans text-sm text-white/85">Illustration: your figures</p>
      <h3 className="font-sans text-sm font-semibold tracking-wide text-white/85 uppercase">{product.name}</h3>
      {/* No larger nor heavier than the representative example above (CONC 3.5; issue 45). */}
      {result && (
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
          <span className="text-xl font-medium tabular-nums">{formatPence(result.initialPayments)}</span>
          <span className="text-white/85">a month</span>
        </p>
      )}
      <p className="mt-3">{loanSentence(quote)}</p>
      {result ? (
        <>
          <p className="mt-1">{repayableSentence(result)}</p>
          {/* Two columns while each has 8rem; one when text is enlarged (WCAG 1.4.4), never figures over figures. */}
          <dl className="mt-6 grid grid-cols-[repeat(auto-fit,minmax(min(100%,max(8rem,calc(50%_-_0.5rem))),1fr))] gap-4 border-t border-white/25 pt-6">
            {rows.map(({ term, value }) => (
              <div key={term}>
                <dt className="text-sm text-white/85">{term}</dt>
                <dd className="text-lg font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {result.deferredPeriod > 0 && <p className="mt-4">The first repayment is due {result.deferredPeriod + 1} months after the agreement starts.</p>}
          {result.settlementAmount !== null && (
            <p className="mt-2">
              Settle in full within {result.optionPeriod} months for {formatPence(result.settlementAmount)}.
            </p>
          )}
        </>
      ) : (
        <p className="mt-4 rounded-xl bg-white p-4 font-medium text-ink">{limitSentence(product, quote, limits)}</p>
      )}
      <p className="mt-auto pt-6 text-sm text-white/85">{SUBJECT_TO_STATUS}</p>
    </div>
  )
}
