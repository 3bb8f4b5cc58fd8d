import { Button, TextControl, VisuallyHidden } from '@wordpress/components'
import React from 'react'
import { lastsDays, openOn, readableDate, type Closure } from './closures'
import { SessionRows } from './SessionRows'
import { Toggle } from './Toggle'

/**
 * One closure or day of changed hours: its date (an end date behind its own switch, so a
 * one-day row never carries an empty one), why, and closed all day or open with its hours.
 * A past row is greyed, says so, and is there only to be removed.
 */
export function ClosureRow({ row, number, past, onChange, onRemove, describedBy }: { row: Closure; number: number; past: boolean; onChange: (row: Closure) => void; onRemove: () => void; describedBy: string }) {
  const name = row.reason || (row.date ? readableDate(row.date) : `Row ${number}`)
  const open = row.hours.length > 0
  return (
    <li className={`larkspur-closure${past ? ' is-past' : ''}`} data-date={row.date}>
      {past && <p className="larkspur-closure__past">Past: the website no longer shows this. Remove it when you like.</p>}
      <div className="larkspur-closure__dates">
        <TextControl type="date" label={<>From<VisuallyHidden>{` (row ${number})`}</VisuallyHidden></>} value={row.date} onChange={(date) => onChange({ ...row, date })} aria-describedby={describedBy} />
        {row.through !== undefined && (
          <TextControl type="date" label={<>Until<VisuallyHidden>{` (row ${number})`}</VisuallyHidden></>} value={row.through} onChange={(through) => onChange({ ...row, through })} aria-describedby={describedBy} />
        )}
        <TextControl label={<>Reason<VisuallyHidden>{` (row ${number})`}</VisuallyHidden></>} value={row.reason} onChange={(reason) => onChange({ ...row, reason })} aria-describedby={describedBy} className="larkspur-closure__reason" />
      </div>
      <div className="larkspur-closure__switches">
        <Toggle label={<>Lasts more than one day<VisuallyHidden>{` (${name})`}</VisuallyHidden></>} checked={row.through !== undefined} onChange={(several) => onChange(lastsDays(row, several))} describedBy={describedBy} />
        <Toggle label={<>Open, with changed hours<VisuallyHidden>{` (${name})`}</VisuallyHidden></>} checked={open} onChange={(isOpen) => onChange(openOn(row, isOpen))} describedBy={describedBy} />
        <Button variant="tertiary" isDestructive onClick={onRemove} className="larkspur-closure__remove">
          Remove<VisuallyHidden>{` ${name}`}</VisuallyHidden>
        </Button>
      </div>
      {open ? <SessionRows name={name} sessions={row.hours} onChange={(hours) => onChange({ ...row, hours })} describedBy={describedBy} /> : <p className="larkspur-help">Closed all day{row.through ? ', every day of it' : ''}.</p>}
    </li>
  )
}
