import type { ReactNode } from 'react'

/**
 * The finance page's calculator card, above the page body. `children` is the CalculatorPanel
 * (an island on the Astro page), rendered on the server with the defaults, so the figures are
 * there before, and without, any JavaScript. The page's one representative example (CONC 3.5.5R,
 * for the calculator's first figures) and who brokers the credit (CONC 3.7, 3.5.3R) follow it:
 * the figures the visitor works out are illustrations (issue 35).
 */
export function FinanceCalculator({ children, example, broker }: { children: ReactNode; example: string | null; broker: string }) {
  return (
    <section aria-labelledby="finance-calculator-title" className="bg-larkspur-pale py-10 sm:py-14">
      <div className="container-page">
        <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-8 lg:p-10">
          <h2 id="finance-calculator-title" className="text-3xl sm:text-4xl">
            Finance calculator
          </h2>
          <p className="mt-2 max-w-2xl text-ink-soft">Enter the cash price of your treatment and any deposit to see what you would repay each month.</p>
          {children}
          <div className="mt-6 grid gap-2 border-t border-line pt-6 text-sm text-ink-soft" data-testid="finance-example">
            {example && <p className="font-medium text-ink">{example}</p>}
            <p>{broker}</p>
          </div>
        </div>
      </div>
    </section>
  )
}
