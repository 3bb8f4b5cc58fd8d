import { Button, Card, CardBody, CardHeader, Flex, TextControl } from '@wordpress/components'
import React from 'react'
import { NumberField, RowActions } from './fields'
import { blankProduct, moveItem, poundsToPence, removeAt, replaceAt } from './rows'
import type { FinanceProduct } from './types'

type Key = Exclude<keyof FinanceProduct, 'name' | 'tag' | 'altTag'>

/**
 * A product's figures as its lender's rate card gives them (src/finance/types.ts says what each
 * means). The record keeps money in pence; staff type pounds.
 */
const FIGURES: ReadonlyArray<{ key: Key; label: string; kind: 'whole' | 'pounds' | 'percent' }> = [
  { key: 'productId', label: 'Product id', kind: 'whole' },
  { key: 'months', label: 'Monthly repayments', kind: 'whole' },
  { key: 'minLoan', label: 'Smallest loan (£)', kind: 'pounds' },
  { key: 'maxLoan', label: 'Largest loan (£)', kind: 'pounds' },
  { key: 'monthlyRate', label: 'Monthly interest rate (%)', kind: 'percent' },
  { key: 'apr', label: 'APR (%)', kind: 'percent' },
  { key: 'serviceFee', label: 'Service fee (£)', kind: 'pounds' },
  { key: 'documentFee', label: 'Document fee, fixed part (£)', kind: 'pounds' },
  { key: 'documentFeePercentage', label: 'Document fee, % of the loan', kind: 'percent' },
  { key: 'documentFeeMinimum', label: 'Document fee at least (£; 0: no bound)', kind: 'pounds' },
  { key: 'documentFeeMaximum', label: 'Document fee at most (£; 0: no bound)', kind: 'pounds' },
  { key: 'documentFeeCollectionMonth', label: 'Document fee taken with repayment no. (0: at the start)', kind: 'whole' },
  { key: 'optionPeriod', label: 'Option period (months)', kind: 'whole' },
  { key: 'deferredPeriod', label: 'Deferred period (months)', kind: 'whole' },
  { key: 'settlementFee', label: 'Settlement fee (£)', kind: 'pounds' },
]

function ProductCard({ product, index, count, onChange, onMove, onRemove }: { product: FinanceProduct; index: number; count: number; onChange: (product: FinanceProduct) => void; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const what = `product ${index + 1}`
  return (
    <Card size="small" className="larkspur-finance-product">
      <CardHeader>
        <Flex align="flex-end" gap={2}>
          <TextControl label={`Name of ${what}`} value={product.name} onChange={(name) => onChange({ ...product, name })} />
          <TextControl label={`Product code of ${what}`} value={product.tag} onChange={(tag) => onChange({ ...product, tag })} />
          <TextControl label={`Alternative code of ${what}`} value={product.altTag} onChange={(altTag) => onChange({ ...product, altTag })} />
          <RowActions what={what} index={index} count={count} onMove={onMove} onRemove={onRemove} />
        </Flex>
      </CardHeader>
      <CardBody>
        <div className="larkspur-settings-grid">
          {FIGURES.map(({ key, label, kind }) =>
            kind === 'pounds' ? (
              <NumberField key={key} label={label} step={0.01} value={product[key] / 100} onChange={(pounds) => onChange({ ...product, [key]: poundsToPence(pounds) })} />
            ) : (
              <NumberField key={key} label={label} step={kind === 'percent' ? 0.01 : 1} value={product[key]} onChange={(value) => onChange({ ...product, [key]: value })} />
            ),
          )}
        </div>
      </CardBody>
    </Card>
  )
}

/** The lender's products, in the order the calculator lists them. */
export function FinanceProducts({ products, onChange }: { products: FinanceProduct[]; onChange: (products: FinanceProduct[]) => void }) {
  return (
    <fieldset className="larkspur-settings-rows">
      <legend>Products</legend>
      {products.map((product, index) => (
        <ProductCard
          key={index}
          product={product}
          index={index}
          count={products.length}
          onChange={(next) => onChange(replaceAt(products, index, next))}
          onMove={(by) => onChange(moveItem(products, index, by))}
          onRemove={() => onChange(removeAt(products, index))}
        />
      ))}
      <Button variant="secondary" onClick={() => onChange([...products, blankProduct(products)])}>
        Add a product
      </Button>
    </fieldset>
  )
}
