import { formatPence } from '@/finance/format'
import type { Quote } from '@/finance/quote'
import type { FinanceProduct } from '@/finance/types'

export interface ProductOption {
  readonly product: FinanceProduct
  readonly quote: Quote
}

interface ProductChoiceProps {
  readonly name: string
  readonly options: readonly ProductOption[]
  readonly selectedId: number
  readonly onSelect: (productId: number) => void
}

/** The repayment plans as a radio group, each showing its monthly repayment for the current figures. */
export function ProductChoice({ name, options, selectedId, onSelect }: ProductChoiceProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold">Repayment plan</legend>
      <div className="mt-2 grid gap-2">
        {options.map(({ product, quote }) => (
          <label
            key={product.productId}
            className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-line bg-white px-3 py-2.5 sm:px-4 transition-colors hover:border-ink-soft has-checked:border-larkspur-deep has-checked:bg-larkspur-pale"
          >
            <input
              type="radio"
              name={name}
              value={product.productId}
              checked={product.productId === selectedId}
              onChange={() => onSelect(product.productId)}
              className="size-5 shrink-0 accent-larkspur-deep"
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-balance">{product.name}</span>
              <span className="text-sm tabular-nums text-ink-soft">
                {quote.result ? `${formatPence(quote.result.initialPayments)} a month` : 'Not available for this loan'}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
