import { RadioControl, TextareaControl } from '@wordpress/components'
import React from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { text, useClinicMeta } from './meta'

const DIRECTIONS = [
  { key: 'public_transport', label: 'By public transport', help: 'The nearest station or bus stops, and the walk from them.' },
  { key: 'by_car', label: 'By car', help: 'Where to park, and what it costs.' },
  { key: 'step_free_access', label: 'Step-free access', help: 'The way in without steps, and where it is harder.' },
] as const

const CARE = [
  { value: 'nhs', label: 'NHS' },
  { value: 'private', label: 'Private' },
  { value: 'both', label: 'NHS and private' },
] as const

/** How to get there (the clinic page's directions) and which care it gives. */
export function Visiting() {
  const [meta, setMeta] = useClinicMeta()
  return (
    <>
      <fieldset className="larkspur-fieldset">
        <legend>Getting here</legend>
        {DIRECTIONS.map((field) => (
          <div key={field.key} className="larkspur-field">
            <TextareaControl label={field.label} value={text(meta, field.key)} rows={3} onChange={(value) => setMeta(field.key, value)} aria-describedby={`larkspur-help-${field.key} ${problemsId(field.key)}`} />
            <p className="larkspur-help" id={`larkspur-help-${field.key}`}>{field.help}</p>
            <FieldProblems field={field.key} />
          </div>
        ))}
      </fieldset>
      <fieldset className="larkspur-fieldset">
        <legend>NHS or private care</legend>
        <RadioControl selected={text(meta, 'care')} options={CARE} onChange={(value) => setMeta('care', value)} aria-describedby={problemsId('care')} />
        <FieldProblems field="care" />
      </fieldset>
    </>
  )
}
