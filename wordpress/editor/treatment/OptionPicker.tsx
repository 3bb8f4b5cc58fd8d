import { FormTokenField } from '@wordpress/components'
import React, { useEffect, useRef } from 'react'
import type { PracticeOption } from './use-treatment'

interface Props {
  readonly label: string
  readonly value: readonly string[]
  readonly onChange: (ids: string[]) => void
  /** The options that can be picked, by id. */
  readonly options: readonly PracticeOption[]
  /** The id of the field's problems (problemsId), read with the field. */
  readonly describedBy: string
}

/**
 * Picks options of the practice by id (the fee schedule's and the site's own way of naming them),
 * each shown with its name and treatment; only an id the practice has is accepted.
 */
export function OptionPicker({ label, value, onChange, options, describedBy }: Props) {
  const wrapper = useRef<HTMLDivElement>(null)
  const byId = new Map(options.map((option) => [option.id, option]))
  // FormTokenField (components 21) sets its input's aria-describedby to its own hint: the field's problems are added to it.
  useEffect(() => {
    const input = wrapper.current?.querySelector('input')
    const own = input?.getAttribute('aria-describedby')?.split(' ').filter((id) => id !== describedBy) ?? []
    input?.setAttribute('aria-describedby', [...own, describedBy].join(' '))
  })
  const shown = (id: string) => {
    const option = byId.get(id)
    return option ? `${id} (${option.name}, ${option.treatment})` : id
  }
  return (
    <div ref={wrapper} className="larkspur-option-picker">
      <FormTokenField
        label={label}
        value={value}
        suggestions={options.map((option) => option.id)}
        displayTransform={shown}
        __experimentalExpandOnFocus
        __experimentalValidateInput={(token) => byId.has(token)}
        maxSuggestions={50}
        onChange={(tokens) => onChange(tokens.map((token) => (typeof token === 'string' ? token : token.value)).filter((id) => byId.has(id) || value.includes(id)))}
      />
    </div>
  )
}
