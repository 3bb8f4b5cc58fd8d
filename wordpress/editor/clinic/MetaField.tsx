import { TextControl } from '@wordpress/components'
import React, { useState } from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { text, useClinicMeta } from './meta'

/**
 * One short meta field with its help and problems read with it. A number (latitude) is kept as
 * typed while it is not a number yet ('-', '51.'), and stored as a number once it is.
 */
export function MetaField({ field, label, type = 'text', help, autoComplete }: { field: string; label: string; type?: 'text' | 'number' | 'tel' | 'email' | 'url'; help?: string; autoComplete?: string }) {
  const [meta, setMeta] = useClinicMeta()
  const [typed, setTyped] = useState<string | null>(null)
  const helpId = `larkspur-help-${field}`
  const onChange = (value: string) => {
    if (type !== 'number') return setMeta(field, value)
    setTyped(value)
    const number = Number(value)
    if (value.trim() !== '' && Number.isFinite(number)) setMeta(field, number)
  }
  return (
    <div className="larkspur-panel-field">
      <TextControl
        label={label}
        type={type}
        step={type === 'number' ? 'any' : undefined}
        value={type === 'number' && typed !== null ? typed : text(meta, field)}
        onChange={onChange}
        autoComplete={autoComplete ?? 'off'}
        aria-describedby={[help ? helpId : '', problemsId(field)].filter(Boolean).join(' ')}
      />
      {help && <p className="larkspur-help" id={helpId}>{help}</p>}
      <FieldProblems field={field} />
    </div>
  )
}
