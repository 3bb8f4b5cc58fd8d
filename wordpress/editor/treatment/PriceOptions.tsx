import { Button, TextControl } from '@wordpress/components'
import React, { useState } from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { newOptionId, optionIdOf } from './ids'
import { OptionRow } from './OptionRow'
import { moveRow, removeRow, replaceRow, withRepresentative } from './rows'
import type { PriceOption, StoredOption } from './types'
import type { PracticeOption } from './use-treatment'

interface Props {
  readonly options: readonly StoredOption[]
  readonly onChange: (options: PriceOption[]) => void
  readonly finance: boolean
  /** Every option of the practice, this treatment's as edited among them. */
  readonly practiceOptions: readonly PracticeOption[]
}

/**
 * The treatment's price options, in the order the page lists them. A new option's id comes from
 * its name as the website derives it and is kept from then on, whatever the option is renamed to.
 */
export function PriceOptions({ options: stored, onChange, finance, practiceOptions }: Props) {
  // An option saved before ids existed gets the id the website gives it (its name's), stored with the next change, so a rename keeps it.
  const options: PriceOption[] = stored.map((option) => ({ ...option, id: option.id ?? optionIdOf(option.name) }))
  const [name, setName] = useState('')
  const [refused, setRefused] = useState('')
  const add = () => {
    const id = newOptionId(name, practiceOptions.map((option) => option.id))
    if (!id) {
      setRefused('Give the option a name with a letter or a digit: its id is made from it.')
      return
    }
    onChange([...options, { id, name: name.trim(), from: 0, fixed: false }])
    setName('')
    setRefused('')
  }
  return (
    <section className="larkspur-section" aria-labelledby="larkspur-options-heading">
      <h2 id="larkspur-options-heading">Price options</h2>
      <FieldProblems field="options" />
      {options.map((option, index) => (
        <OptionRow
          key={option.id}
          option={option}
          index={index}
          count={options.length}
          finance={finance}
          others={practiceOptions.filter((other) => other.id !== option.id)}
          onChange={(changed) => onChange(replaceRow(options, index, changed))}
          onMove={(by) => onChange(moveRow(options, index, by))}
          onRemove={() => onChange(removeRow(options, index))}
          onRepresentative={() => onChange(withRepresentative(options, index))}
        />
      ))}
      <div className="larkspur-add">
        <TextControl label="New option’s name" help="Its id is made from this name and kept if you rename it later." value={name} onChange={setName} aria-describedby={`${problemsId('options')} larkspur-new-option-refused`} />
        <Button variant="secondary" onClick={add}>
          Add price option
        </Button>
        <p id="larkspur-new-option-refused" className="larkspur-refused" aria-live="polite">
          {refused}
        </p>
      </div>
    </section>
  )
}
