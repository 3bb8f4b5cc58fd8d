import { useEffect, useId, useMemo, useRef, useState } from 'react'
// The calculator's own modules, not '@/finance': its products and limits come as props from the
// page's finance record, so the embedded record is not shipped to the browser.
import { formatPounds } from '@/finance/format'
import { clampWhole, digitsOnly } from '@/finance/input'
import { findLowestMonthlyProduct, quotesFor } from '@/finance/quote'
import { summarise } from '@/finance/sentences'
import { markInteractive } from '@/components/ui/interactive'
import type { FinanceRecord } from '@/practice/finance-record'
import { FinanceSummary } from './finance-summary'
import { NumberField } from './number-field'
import { ProductChoice } from './product-choice'

// Screen readers hear the new figures once the visitor pauses, not on every keystroke.
const ANNOUNCE_AFTER_MS = 700

/**
 * The interest-free finance calculator (docs/requirements.md §9). While a number is out of range the
 * figures use the value it will be held to when the visitor leaves the field, so what they
 * see is always what they will get.
 */
/** What the calculator reads of the practice's finance record (issue 35), passed by the page. */
export type CalculatorTerms = Pick<FinanceRecord, 'products' | 'cashPriceLimits' | 'depositPercentLimits' | 'defaults' | 'lowestRepaymentExample'>

export function CalculatorPanel({ terms }: { terms: CalculatorTerms }) {
  const { cashPriceLimits, depositPercentLimits, defaults: financeDefaults, lowestRepaymentExample } = terms
  // Plans read shortest first, whatever order the lender lists them in.
  const products = useMemo(() => [...terms.products].sort((a, b) => a.months - b.months), [terms.products])
  const lowestProduct = useMemo(() => findLowestMonthlyProduct(products, lowestRepaymentExample), [products, lowestRepaymentExample])
  const id = useId()
  const [priceText, setPriceText] = useState(String(financeDefaults.cashPrice))
  const [depositText, setDepositText] = useState(String(financeDefaults.depositPercent))
  const [productId, setProductId] = useState<number>(financeDefaults.productId)
  const panel = useRef<HTMLDivElement>(null)
  // The panel hydrates once the page has loaded (client:afterload; before that it is the server's
  // HTML with the defaults): figures typed or a plan chosen before then are taken up, not wiped.
  useEffect(() => {
    const read = (selector: string) => panel.current?.querySelector<HTMLInputElement>(selector)?.value
    const [price, deposit, plan] = [read(`[id="${id}-price"]`), read(`[id="${id}-deposit"]`), read(`[name="${id}-product"]:checked`)]
    if (price !== undefined) setPriceText(digitsOnly(price))
    if (deposit !== undefined) setDepositText(digitsOnly(deposit))
    if (plan) setProductId(Number(plan))
    markInteractive(panel.current)
  }, [id])

  const cashPrice = clampWhole(priceText, cashPriceLimits) * 100
  const depositPercent = clampWhole(depositText, depositPercentLimits)
  const options = useMemo(() => quotesFor(products, cashPrice, depositPercent), [products, cashPrice, depositPercent])
  const chosen = options.find((option) => option.product.productId === productId) ?? options[0]
  const summary = chosen ? summarise(chosen.product, chosen.quote, cashPriceLimits) : ''

  const [announced, setAnnounced] = useState(summary)
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(summary), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [summary])

  // No product can be worked out for this loan (each was left out, issue 44): the page still stands.
  if (!chosen) return <p className="mt-6">Our finance figures are not available at the moment: please call us for a quote.</p>
  const priceRange = `${formatPounds(cashPriceLimits.min)} to ${formatPounds(cashPriceLimits.max)}`
  return (
    <div ref={panel} className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-10">
      <div className="grid content-start gap-6">
        <div className="grid grid-cols-2 gap-4 sm:gap-5">
          <NumberField
            id={`${id}-price`}
            label="Cash price"
            hint={priceRange}
            prefix="£"
            value={priceText}
            limits={cashPriceLimits}
            onChange={setPriceText}
            clampedNote={(value) => `Changed to ${formatPounds(value)}, the ${value === cashPriceLimits.max ? 'highest' : 'lowest'} price we can spread.`}
          />
          <NumberField
            id={`${id}-deposit`}
            label="Deposit"
            hint={`${depositPercentLimits.min}% to ${depositPercentLimits.max}%`}
            suffix="%"
            value={depositText}
            limits={depositPercentLimits}
            onChange={setDepositText}
            clampedNote={(value) => `Changed to ${value}%, the ${value === depositPercentLimits.max ? 'highest' : 'lowest'} deposit.`}
          />
        </div>
        <ProductChoice name={`${id}-product`} options={options} selectedId={chosen.product.productId} onSelect={setProductId} />
        {lowestProduct && (
          <div>
            <button type="button" className="btn btn-secondary min-h-12 w-full sm:w-auto" onClick={() => setProductId(lowestProduct.productId)}>
              Lowest Monthly Repayment
            </button>
            <p className="mt-2 text-sm text-ink-soft">
              Chooses the plan with the lowest monthly repayment on a {formatPounds(lowestRepaymentExample.cashPrice / 100)} price with a{' '}
              {formatPounds(lowestRepaymentExample.deposit / 100)} deposit.
            </p>
          </div>
        )}
      </div>
      <FinanceSummary product={chosen.product} quote={chosen.quote} limits={cashPriceLimits} />
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announced}
      </p>
    </div>
  )
}
