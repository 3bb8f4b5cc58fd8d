import { CheckboxControl } from '@wordpress/components'
import React from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { CaseCard } from './CaseCard'
import { FocusableButton } from './FocusableButton'
import { removeRow, replaceRow } from './rows'
import type { BeforeAfter } from './types'
import type { Choice } from './use-people-places'

interface Props {
  readonly cases: readonly BeforeAfter[]
  readonly unretouched: boolean
  readonly onCases: (cases: BeforeAfter[]) => void
  readonly onUnretouched: (checked: boolean) => void
  readonly team: readonly Choice[] | null
  /** The most the plugin keeps (its meta schema); null until known. */
  readonly maxCases: number | null
}

const EMPTY: BeforeAfter = { before: { src: '', alt: '' }, after: { src: '', alt: '' }, consentDate: '', clinician: '', timescale: '' }

/**
 * The practice's own before-and-after cases. The website shows them only under the editor's
 * statement that the photographs are genuine, unretouched and consented (the ASA treats them as
 * testimonials): the checkbox below is that statement.
 */
export function Cases({ cases, unretouched, onCases, onUnretouched, team, maxCases }: Props) {
  const full = maxCases !== null && cases.length >= maxCases
  return (
    <section className="larkspur-section" aria-labelledby="larkspur-cases-heading">
      <h2 id="larkspur-cases-heading">Before-and-after cases</h2>
      <p>Your own patients only, never stock or illustrative photographs.{maxCases !== null ? ` At most ${maxCases}.` : ''}</p>
      <FieldProblems field="cases" />
      {cases.map((value, index) => (
        <CaseCard key={index} value={value} index={index} team={team} onChange={(changed) => onCases(replaceRow(cases, index, changed))} onRemove={() => onCases(removeRow(cases, index))} />
      ))}
      <FocusableButton variant="secondary" disabled={full} __experimentalIsFocusable onClick={() => !full && onCases([...cases, EMPTY])}>
        Add a case
      </FocusableButton>
      {full && <p>{`This treatment has the most cases the website shows (${maxCases}): remove one to add another.`}</p>}
      <CheckboxControl label={window.larkspurPractice?.casesStatement ?? ''} checked={unretouched} onChange={onUnretouched} aria-describedby={problemsId('cases_unretouched')} />
      <FieldProblems field="cases_unretouched" />
    </section>
  )
}
