import { Button, TextControl, ToggleControl } from '@wordpress/components'
import { FocusableButton } from './FocusableButton'
import React from 'react'
import { problemsId } from '../shared/problems'
import { OptionPicker } from './OptionPicker'
import { withOptional } from './rows'
import type { PriceOption } from './types'
import type { PracticeOption } from './use-treatment'
import { formatPrice } from '../../../src/practice/wording'

interface Props {
  readonly option: PriceOption
  readonly index: number
  readonly count: number
  readonly finance: boolean
  /** The practice's other options, for "includes". */
  readonly others: readonly PracticeOption[]
  readonly onChange: (option: PriceOption) => void
  readonly onMove: (by: -1 | 1) => void
  readonly onRemove: () => void
  readonly onRepresentative: () => void
}

const described = problemsId('options')
/** A number field's value: undefined when emptied, so an optional field is left out. */
const numberOrNone = (text: string): number | undefined => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text))

/** One price option: its fields, its id (read-only: kept on rename), and its place in the list. */
export function OptionRow({ option, index, count, finance, others, onChange, onMove, onRemove, onRepresentative }: Props) {
  const title = option.name || `Option ${index + 1}`
  return (
    <fieldset className="larkspur-row larkspur-option">
      <legend>{title}</legend>
      <div className="larkspur-row__fields">
        <TextControl label="Name" value={option.name} onChange={(name) => onChange({ ...option, name })} aria-describedby={described} />
        <TextControl label="From (£)" type="number" min={0} step="any" value={option.from} onChange={(from) => onChange({ ...option, from: numberOrNone(from) ?? 0 })} aria-describedby={described} />
        <TextControl label="To (£, optional)" type="number" min={0} step="any" value={option.to ?? ''} onChange={(to) => onChange(withOptional(option, 'to', numberOrNone(to)))} aria-describedby={described} />
        <TextControl label="Unit (optional)" help="per tooth, per arch…" value={option.unit ?? ''} onChange={(unit) => onChange(withOptional(option, 'unit', unit.trim() === '' ? undefined : unit))} aria-describedby={described} />
        <TextControl label="Typical units (1–32, optional)" help="Where the price is per unit: how many a patient typically buys." type="number" min={1} max={32} step={1} value={option.typicalUnits ?? ''} onChange={(units) => onChange(withOptional(option, 'typicalUnits', numberOrNone(units)))} aria-describedby={described} />
        <TextControl label="Id (kept when renamed)" value={option.id} onChange={() => undefined} readOnly />
      </div>
      <ToggleControl
        label="Fixed price"
        help={`Shown as “${formatPrice(option)}”${option.fixed ? ': the price is the price.' : ': a starting price.'}`}
        checked={option.fixed === true}
        onChange={(fixed) => onChange({ ...option, fixed })}
      />
      {finance && (
        <p className="larkspur-representative">
          <input type="radio" id={`larkspur-representative-${option.id}`} name="larkspur-representative" checked={option.representative === true} onChange={onRepresentative} />{' '}
          <label htmlFor={`larkspur-representative-${option.id}`}>Representative example (the finance example uses this price)</label>
        </p>
      )}
      <OptionPicker label="Already includes (other options’ charges in this price)" value={option.includes ?? []} onChange={(includes) => onChange(withOptional(option, 'includes', includes.length ? includes : undefined))} options={others} describedBy={described} />
      <div className="larkspur-row__actions">
        <FocusableButton variant="secondary" isSmall disabled={index === 0} __experimentalIsFocusable onClick={() => onMove(-1)} label={`Move up: ${title}`}>
          Move up
        </FocusableButton>
        <FocusableButton variant="secondary" isSmall disabled={index === count - 1} __experimentalIsFocusable onClick={() => onMove(1)} label={`Move down: ${title}`}>
          Move down
        </FocusableButton>
        <Button variant="secondary" isDestructive isSmall onClick={onRemove} label={`Remove: ${title}`}>
          Remove
        </Button>
      </div>
    </fieldset>
  )
}
