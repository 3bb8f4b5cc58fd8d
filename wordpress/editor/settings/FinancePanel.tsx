import { Button, Flex, FlexBlock, PanelBody, SelectControl, TextControl, TextareaControl, ToggleControl } from '@wordpress/components'
import React, { memo } from 'react'
import { FieldProblems } from '../shared/problems'
import { FinanceProducts } from './FinanceProducts'
import { NumberField, RemoveButton } from './fields'
import { blankFinance, poundsToPence, removeAt, replaceAt } from './rows'
import type { Catalogue, FinanceRecord } from './types'

interface Props {
  finance: FinanceRecord | null
  clinics: Catalogue['clinics']
  onChange: (finance: FinanceRecord | null) => void
}

/** A pair of figures side by side (a range, or an example's two amounts). */
function Pair({ children }: { children: React.ReactNode }) {
  return (
    <Flex align="flex-start" gap={2}>
      {React.Children.map(children, (child) => (
        <FlexBlock>{child}</FlexBlock>
      ))}
    </Flex>
  )
}

/**
 * The finance record (issue 35; src/practice/finance-record.ts): who brokers the credit and on what
 * terms, and the lender's products. The calculator, the facts panel and every example read it, so
 * the FCA's items are stated here once. Without a record the website uses its own.
 */
export const FinancePanel = memo(function FinancePanel({ finance, clinics, onChange }: Props) {
  if (!finance) {
    return (
      <PanelBody title="Finance" initialOpen={false}>
        <FieldProblems field="finance" />
        <p>No finance record is set here: the website uses the one it was built with.</p>
        <Button variant="secondary" onClick={() => onChange(blankFinance(clinics[0]?.slug ?? ''))}>
          Set a finance record
        </Button>
      </PanelBody>
    )
  }
  const set = <K extends keyof FinanceRecord>(key: K, value: FinanceRecord[K]) => onChange({ ...finance, [key]: value })
  const lenders = finance.lenders
  return (
    <PanelBody title="Finance" initialOpen={false}>
      <FieldProblems field="finance" />
      <TextControl label="Legal name" help="As the Financial Services Register has it." value={finance.legalName} onChange={(value) => set('legalName', value)} />
      <TextareaControl label="FCA status" rows={2} help="‘authorised and regulated by the Financial Conduct Authority’, or ‘an appointed representative of …’." value={finance.fcaStatus} onChange={(value) => set('fcaStatus', value)} />
      <TextControl label="Firm reference number" help="Six or seven digits, from the Register." value={finance.firmReferenceNumber} onChange={(value) => set('firmReferenceNumber', value)} />
      <fieldset className="larkspur-settings-rows">
        <legend>Lenders</legend>
        {lenders.map((lender, index) => (
          <Flex key={index} align="flex-end" gap={2}>
            <FlexBlock>
              <TextControl label={`Lender ${index + 1}`} value={lender} onChange={(value) => set('lenders', replaceAt(lenders, index, value))} />
            </FlexBlock>
            <RemoveButton what={`lender ${index + 1}`} onRemove={() => set('lenders', removeAt(lenders, index))} />
          </Flex>
        ))}
        <Button variant="tertiary" onClick={() => set('lenders', [...lenders, ''])}>
          Add a lender
        </Button>
      </fieldset>
      <ToggleControl label="We work with these lenders only" checked={finance.exclusive} onChange={(value) => set('exclusive', value)} />
      <TextControl label="Broker statement" help="CONC 3.7: that the practice is a credit broker, not a lender." value={finance.brokerStatement} onChange={(value) => set('brokerStatement', value)} />
      <TextareaControl label="Commission" rows={2} help="CONC 4.5.3R: what the practice is paid (or pays) for introducing a patient, and whether it changes the price." value={finance.commission} onChange={(value) => set('commission', value)} />
      <SelectControl
        label="Address given in credit promotions"
        help="The clinic whose postal address the finance pages give."
        value={finance.addressClinic}
        options={[...(clinics.some((clinic) => clinic.slug === finance.addressClinic) ? [] : [{ value: finance.addressClinic, label: finance.addressClinic || 'Choose a clinic' }]), ...clinics.map((clinic) => ({ value: clinic.slug, label: clinic.name }))]}
        onChange={(value) => set('addressClinic', value)}
      />
      <Pair>
        <NumberField label="Finance from a cash price of (£)" value={finance.cashPriceLimits.min} onChange={(min) => set('cashPriceLimits', { ...finance.cashPriceLimits, min })} />
        <NumberField label="Finance up to a cash price of (£)" value={finance.cashPriceLimits.max} onChange={(max) => set('cashPriceLimits', { ...finance.cashPriceLimits, max })} />
      </Pair>
      <Pair>
        <NumberField label="Deposit at least (%)" value={finance.depositPercentLimits.min} onChange={(min) => set('depositPercentLimits', { ...finance.depositPercentLimits, min })} />
        <NumberField label="Deposit at most (%)" value={finance.depositPercentLimits.max} onChange={(max) => set('depositPercentLimits', { ...finance.depositPercentLimits, max })} />
      </Pair>
      <Pair>
        <NumberField label="Calculator starts at a cash price of (£)" value={finance.defaults.cashPrice} onChange={(cashPrice) => set('defaults', { ...finance.defaults, cashPrice })} />
        <NumberField label="Calculator starts with a deposit of (%)" value={finance.defaults.depositPercent} onChange={(depositPercent) => set('defaults', { ...finance.defaults, depositPercent })} />
        <SelectControl
          label="Calculator starts on product"
          value={String(finance.defaults.productId)}
          options={finance.products.map((product) => ({ value: String(product.productId), label: `${product.name || 'Unnamed'} (id ${product.productId})` }))}
          onChange={(value) => set('defaults', { ...finance.defaults, productId: Number(value) })}
        />
      </Pair>
      <Pair>
        <NumberField label="‘Lowest monthly repayment’ compares on a cash price of (£)" step={0.01} value={finance.lowestRepaymentExample.cashPrice / 100} onChange={(pounds) => set('lowestRepaymentExample', { ...finance.lowestRepaymentExample, cashPrice: poundsToPence(pounds) })} />
        <NumberField label="… and a deposit of (£)" step={0.01} value={finance.lowestRepaymentExample.deposit / 100} onChange={(pounds) => set('lowestRepaymentExample', { ...finance.lowestRepaymentExample, deposit: poundsToPence(pounds) })} />
      </Pair>
      <FinanceProducts products={finance.products} onChange={(products) => set('products', products)} />
      <Button variant="tertiary" isDestructive onClick={() => onChange(null)}>
        Remove the finance record (the website goes back to its own)
      </Button>
    </PanelBody>
  )
})
