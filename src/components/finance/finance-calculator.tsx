import { Fragment, type ReactNode } from 'react'

/**
 * The finance page's calculator card, above the page body. `children` is the CalculatorPanel
 * (an island on the Astro page), rendered on the server with the defaults, so the figures are
 * there before, and without, any JavaScript. The page's one representative example (CONC 3.5.5R,
 * for the calculator's first figures) comes first, with who brokers the credit (CONC 3.7, 3.5.3R):
 * the figures the visitor works out below are illustrations (issue 35).
 *
 * CONC 3.5 wants the representative example more prominent than the cost-of-credit figures that
 * trigger it (issue 45): its text is text-xl and medium, and no £ or % figure on the page is larger
 * or heavier (the calculator's own figures included; tests/e2e/finance-prominence.spec.ts measures it).
 */
export function FinanceCalculator({ children, example, broker }: { children: ReactNode; example: readonly string[] | null; broker: string }) {
  return (
    <section aria-labelledby="finance-calculator-title" className="bg-larkspur-pale py-10 sm:py-14">
      <div className="container-page">
        <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-8 lg:p-10">
          <h2 id="finance-calculator-title" className="text-3xl sm:text-4xl">
            Finance calculator
          </h2>
          <p className="mt-2 max-w-2xl text-ink-soft">Enter the cash price of your treatment and any deposit to see what you would repay each month.</p>
          <div className="mt-6 grid gap-3 rounded-2xl border-l-4 border-larkspur-deep bg-larkspur-pale p-4 sm:p-6" data-testid="finance-example">
            {example && (
              <p className="max-w-4xl text-xl leading-relaxed font-medium text-pretty text-ink" data-testid="representative-example">
                {/* A sentence a line; the spaces keep them apart for every reader (and for the rules reading the text). */}
                {example.map((sentence, index) => (
                  <Fragment key={sentence}>
                    {index > 0 && ' '}
                    <span className="block">{sentence}</span>
                  </Fragment>
                ))}
              </p>
            )}
            <p className="max-w-4xl text-sm text-ink-soft">{broker}</p>
          </div>
          {children}
        </div>
      </div>
    </section>
  )
}
