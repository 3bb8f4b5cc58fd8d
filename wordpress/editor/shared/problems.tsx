import { Notice } from '@wordpress/components'
import React from 'react'
import { useCheckState, useFieldProblems } from './check'

/** The id a field's control names in `aria-describedby`, so a screen reader reads its problems with it. */
export const problemsId = (field: string) => `larkspur-problems-${field.replace(/[^a-z0-9_-]/gi, '-')}`

/**
 * A field's problems, beside it: one this edit introduces blocks saving (an error); one the site
 * already has is listed as a warning, so an editor can fix it without being stopped by it.
 */
export function FieldProblems({ field }: { field: string }) {
  const problems = useFieldProblems(field)
  return (
    <div id={problemsId(field)} className="larkspur-field-problems" aria-live="polite">
      {problems.map((problem) => (
        <Notice key={`${problem.message}|${problem.where ?? ''}`} status={problem.introduced ? 'error' : 'warning'} isDismissible={false}>
          {problem.message}
          {problem.introduced ? '' : ' (already on the website: this does not stop you saving)'}
        </Notice>
      ))}
    </div>
  )
}

/** Above the form: whether the website could check, and the problems that belong to no one field. */
export function RecordProblems() {
  const state = useCheckState()
  return (
    <div className="larkspur-record-problems" aria-live="polite">
      {!state.reachable && (
        <Notice status="warning" isDismissible={false}>
          The website could not be reached to check this change. Saving is not stopped by it: the website will keep its last good copy until it can check the change.
        </Notice>
      )}
      <FieldProblems field="" />
    </div>
  )
}
