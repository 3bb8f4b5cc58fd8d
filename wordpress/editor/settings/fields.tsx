import { Button, Flex, TextControl } from '@wordpress/components'
import React, { useState } from 'react'
import { FieldProblems, problemsId } from '../shared/problems'

/**
 * A number typed as text: the field keeps what is being typed ('27.', '') and hands on a number
 * only when it reads as one, so a half-typed figure is never turned into 0 under the cursor.
 */
export function NumberField({ label, value, onChange, step = 1, min = 0, help, describedBy }: { label: string; value: number; onChange: (value: number) => void; step?: number; min?: number; help?: string; describedBy?: string }) {
  const [text, setText] = useState(String(value))
  const [seen, setSeen] = useState(value)
  // A change from outside (a row moved, the settings saved) resets the text, during render as React advises.
  if (value !== seen) {
    setSeen(value)
    if (text.trim() === '' || Number(text) !== value) setText(String(value))
  }
  return (
    <TextControl
      label={label}
      help={help}
      type="number"
      step={step}
      min={min}
      value={text}
      aria-describedby={describedBy}
      onChange={(typed) => {
        setText(typed)
        const number = Number(typed)
        if (typed.trim() !== '' && Number.isFinite(number)) onChange(number)
      }}
    />
  )
}

/** A text field of the group's details with its problems (field `group.<key>`) beside it. */
export function CheckedText({ field, label, value, onChange, type, help }: { field: string; label: string; value: string; onChange: (value: string) => void; type?: string; help?: string }) {
  return (
    <div className="larkspur-settings-field">
      <TextControl label={label} help={help} type={type} value={value} onChange={onChange} aria-describedby={problemsId(field)} />
      <FieldProblems field={field} />
    </div>
  )
}

/** Up, down and remove for one row of a list; `what` names the row for a screen reader ('section 2'). */
export function RowActions({ what, index, count, onMove, onRemove }: { what: string; index: number; count: number; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  return (
    <Flex justify="flex-end" gap={1} className="larkspur-row-actions">
      <Button icon="arrow-up-alt2" label={`Move ${what} up`} disabled={index === 0} onClick={() => onMove(-1)} />
      <Button icon="arrow-down-alt2" label={`Move ${what} down`} disabled={index === count - 1} onClick={() => onMove(1)} />
      <Button icon="trash" label={`Remove ${what}`} isDestructive onClick={onRemove} />
    </Flex>
  )
}

/** Remove only, for rows whose order does not matter. */
export function RemoveButton({ what, onRemove }: { what: string; onRemove: () => void }) {
  return <Button icon="trash" label={`Remove ${what}`} isDestructive onClick={onRemove} />
}
