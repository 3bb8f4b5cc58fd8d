import { Button, SelectControl, TextControl } from '@wordpress/components'
import React from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { OptionPicker } from './OptionPicker'
import { removeRow, replaceRow } from './rows'
import type { Extra } from './types'
import type { PracticeOption } from './use-treatment'

interface Props {
  readonly requires: readonly string[]
  readonly extras: readonly Extra[]
  readonly onRequires: (ids: string[]) => void
  readonly onExtras: (extras: Extra[]) => void
  readonly practiceOptions: readonly PracticeOption[]
}

/**
 * Charges beyond the price: those every patient of this treatment pays (each price must include
 * them), and those that depend on the patient, named beside the price with how they are decided.
 */
export function Charges({ requires, extras, onRequires, onExtras, practiceOptions }: Props) {
  const choices = [{ value: '', label: 'Choose a charge…' }, ...practiceOptions.map((option) => ({ value: option.id, label: `${option.name} (${option.treatment}): ${option.id}` }))]
  return (
    <section className="larkspur-section" aria-labelledby="larkspur-charges-heading">
      <h2 id="larkspur-charges-heading">Other charges</h2>
      <OptionPicker label="Charges every patient pays (each price above must include them)" value={requires} onChange={onRequires} options={practiceOptions} describedBy={problemsId('requires')} />
      <FieldProblems field="requires" />
      <h3>Charges that depend on the patient</h3>
      <FieldProblems field="extras" />
      {extras.map((extra, index) => (
        <fieldset key={index} className="larkspur-row">
          <legend>{`Charge ${index + 1}${extra.option ? `: ${extra.option}` : ''}`}</legend>
          <div className="larkspur-row__fields">
            <SelectControl label="Charge" value={extra.option} options={choices} onChange={(option) => onExtras(replaceRow(extras, index, { ...extra, option }))} aria-describedby={problemsId('extras')} />
            <TextControl label="When it applies" help="e.g. if the scan shows too little bone" value={extra.when} onChange={(when) => onExtras(replaceRow(extras, index, { ...extra, when }))} aria-describedby={problemsId('extras')} />
          </div>
          <Button variant="secondary" isDestructive isSmall onClick={() => onExtras(removeRow(extras, index))} label={`Remove: charge ${index + 1}`}>
            Remove
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => onExtras([...extras, { option: '', when: '' }])}>
        Add a charge that depends on the patient
      </Button>
    </section>
  )
}
