import { FormToggle } from '@wordpress/components'
import React, { type ReactNode } from 'react'

let count = 0
const nextId = () => `larkspur-toggle-${++count}`

/**
 * A labelled on/off switch that names what describes it: 6.1's ToggleControl sets its own
 * `aria-describedby` (its help, or nothing), so a field's problems could not be read with it.
 */
export function Toggle({ label, checked, onChange, describedBy, className }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; describedBy?: string; className?: string }) {
  const [id] = React.useState(nextId)
  return (
    <div className={`larkspur-toggle ${className ?? ''}`}>
      <FormToggle id={id} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} aria-describedby={describedBy} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
