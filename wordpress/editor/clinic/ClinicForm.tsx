import React from 'react'
import { ClosureList } from './ClosureList'
import { STYLES } from './styles'
import { TeamPicker } from './TeamPicker'
import { Visiting } from './Visiting'
import { WeeklyHours } from './WeeklyHours'

/**
 * The clinic's edit form (issue 36): the block its locked template holds. Each part reads and
 * writes the clinic's post meta through core-data, so the editor's Update saves it, after the
 * site's check (shared/record-form.tsx). The short fields are in the sidebar (ClinicPanels).
 */
export function ClinicForm() {
  return (
    <div className="larkspur-clinic-form">
      <style>{STYLES}</style>
      <WeeklyHours />
      <ClosureList />
      <TeamPicker />
      <Visiting />
    </div>
  )
}
