import { Button, SelectControl, TextControl, TextareaControl } from '@wordpress/components'
import React from 'react'
import { problemsId } from '../shared/problems'
import { PhotoField } from './PhotoField'
import { withOptional } from './rows'
import type { BeforeAfter } from './types'
import type { Choice } from './use-people-places'

interface Props {
  readonly value: BeforeAfter
  readonly index: number
  readonly team: readonly Choice[] | null
  readonly onChange: (value: BeforeAfter) => void
  readonly onRemove: () => void
}

const described = problemsId('cases')

/** One before-and-after case: its two photographs, the patient's consent, who treated them and over what time. */
export function CaseCard({ value, index, team, onChange, onRemove }: Props) {
  const label = `Case ${index + 1}`
  const known = team?.some((member) => member.slug === value.clinician) ?? false
  const clinicians = [
    { value: '', label: 'Choose the clinician…' },
    ...(team ?? []).map((member) => ({ value: member.slug, label: member.name })),
    ...(value.clinician && !known ? [{ value: value.clinician, label: value.clinician }] : []),
  ]
  return (
    <fieldset className="larkspur-row larkspur-case">
      <legend>{label}</legend>
      <div className="larkspur-row__fields">
        <PhotoField side="Before" caseLabel={label} photo={value.before} onChange={(before) => onChange({ ...value, before })} />
        <PhotoField side="After" caseLabel={label} photo={value.after} onChange={(after) => onChange({ ...value, after })} />
      </div>
      <div className="larkspur-row__fields">
        <TextControl label="Date the patient consented in writing" type="date" value={value.consentDate} onChange={(consentDate) => onChange({ ...value, consentDate })} aria-describedby={described} />
        <SelectControl label="Clinician who treated the patient" value={value.clinician} options={clinicians} onChange={(clinician) => onChange({ ...value, clinician })} aria-describedby={described} />
        <TextControl label="Timescale" help="e.g. Three weeks, two visits" value={value.timescale} onChange={(timescale) => onChange({ ...value, timescale })} aria-describedby={described} />
      </div>
      <TextareaControl label="Summary (optional)" rows={2} value={value.summary ?? ''} onChange={(summary) => onChange(withOptional(value, 'summary', summary.trim() === '' ? undefined : summary))} aria-describedby={described} />
      <Button variant="secondary" isDestructive isSmall onClick={onRemove} label={`Remove: ${label}`}>
        Remove
      </Button>
    </fieldset>
  )
}
