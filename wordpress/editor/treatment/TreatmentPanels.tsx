import { TextControl, ToggleControl } from '@wordpress/components'
import { PluginDocumentSettingPanel } from '@wordpress/edit-post'
import React from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { useTreatmentMeta } from './use-treatment'

/**
 * The treatment's short facts, in the document settings sidebar: what the page's facts panel
 * says (visits, chair time, recovery) and the two switches that change what the page may offer.
 * Each field's problems come from the block's check of the record (its published check:
 * WordPress renders the sidebar's panels outside the block).
 */
export function TreatmentPanels() {
  const [meta, set] = useTreatmentMeta()
  return (
    <PluginDocumentSettingPanel name="larkspur-treatment-facts" title="Treatment facts" className="larkspur-treatment-facts">
      <TextControl label="Visits" help="e.g. Two visits" value={meta.visits ?? ''} onChange={(visits) => set('visits', visits)} aria-describedby={problemsId('visits')} />
      <FieldProblems field="visits" />
      <TextControl label="Chair time" help="e.g. About an hour a visit" value={meta.chair_time ?? ''} onChange={(chairTime) => set('chair_time', chairTime)} aria-describedby={problemsId('chair_time')} />
      <FieldProblems field="chair_time" />
      <TextControl label="Recovery" help="e.g. Back to work the same day" value={meta.recovery ?? ''} onChange={(recovery) => set('recovery', recovery)} aria-describedby={problemsId('recovery')} />
      <FieldProblems field="recovery" />
      <ToggleControl label="Interest-free finance applies" help="Then mark one price option as the representative example." checked={meta.finance === true} onChange={(finance) => set('finance', finance)} />
      <FieldProblems field="finance" />
      <ToggleControl
        label="Prescription-only medicine"
        help="CAP Code 12.12 forbids promoting a prescription-only medicine to the public: the website offers a consultation only, never the treatment."
        checked={meta.prescription_only === true}
        onChange={(prescriptionOnly) => set('prescription_only', prescriptionOnly)}
      />
      <FieldProblems field="prescription_only" />
    </PluginDocumentSettingPanel>
  )
}
