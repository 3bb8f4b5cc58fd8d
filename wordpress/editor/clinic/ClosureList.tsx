import { Button } from '@wordpress/components'
import React, { useState } from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { BankHolidays } from './BankHolidays'
import { changeRow, closures, isPast, newClosure, removeRow, today, withoutPast } from './closures'
import { ClosureRow } from './ClosureRow'
import { useClinicMeta } from './meta'

/** Dated closures and changed hours (meta `exceptions`), with the bank holidays beside them for reference. */
export function ClosureList() {
  const [meta, setMeta] = useClinicMeta()
  const [on] = useState(() => today())
  const rows = closures(meta.exceptions)
  const described = problemsId('exceptions')
  const pastCount = rows.filter((row) => isPast(row, on)).length
  const set = (next: typeof rows) => setMeta('exceptions', next)
  return (
    <fieldset className="larkspur-fieldset">
      <legend>Closures and changed hours</legend>
      <p className="larkspur-help">A training day, a holiday closure or a day with different hours. The website shows each until it has passed.</p>
      <FieldProblems field="exceptions" />
      {rows.length === 0 ? (
        <p>None: the usual hours apply every week.</p>
      ) : (
        <ol className="larkspur-closures">
          {rows.map((row, index) => (
            <ClosureRow key={index} row={row} number={index + 1} past={isPast(row, on)} describedBy={described} onChange={(changed) => set(changeRow(rows, index, changed))} onRemove={() => set(removeRow(rows, index))} />
          ))}
        </ol>
      )}
      <div className="larkspur-actions">
        <Button variant="secondary" onClick={() => set([...rows, newClosure(on)])}>
          Add a closure or changed hours
        </Button>
        {pastCount > 0 && (
          <Button variant="tertiary" onClick={() => set(withoutPast(rows, on))}>
            {`Remove ${pastCount === 1 ? 'the past row' : `the ${pastCount} past rows`}`}
          </Button>
        )}
      </div>
      <BankHolidays rows={rows} on={on} open={meta.bank_holidays === 'open'} />
    </fieldset>
  )
}
