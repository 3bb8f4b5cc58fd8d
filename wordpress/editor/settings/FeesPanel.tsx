import { Button, PanelBody } from '@wordpress/components'
import React, { memo, useCallback } from 'react'
import { FieldProblems } from '../shared/problems'
import { FeeSectionCard } from './FeeSectionCard'
import { blankSection, moveItem, removeAt, replaceAt } from './rows'
import type { Catalogue, FeeSection } from './types'

export type Change<T> = (change: (before: T) => T) => void

/**
 * The fee schedule (/fees) as ordered sections. Its problems (field `fees`) are listed at its head.
 * Changes go up as functions of the list as it then is, so each section and line keeps one callback
 * for its life and only the one edited renders again (the schedule has hundreds of controls).
 */
export const FeesPanel = memo(function FeesPanel({ sections, catalogue, onChange }: { sections: FeeSection[]; catalogue: Catalogue; onChange: Change<FeeSection[]> }) {
  const change = useCallback((index: number, edit: (section: FeeSection) => FeeSection) => onChange((list) => (list[index] ? replaceAt(list, index, edit(list[index])) : list)), [onChange])
  const move = useCallback((index: number, by: -1 | 1) => onChange((list) => moveItem(list, index, by)), [onChange])
  const remove = useCallback((index: number) => onChange((list) => removeAt(list, index)), [onChange])
  return (
    <PanelBody title="Fee schedule" initialOpen>
      <p className="description">
        The sections of the fees page, in order. A line either picks one of a treatment’s prices (edit the price itself on the treatment) or has its own name and words for its price.
      </p>
      <FieldProblems field="fees" />
      {sections.map((section, index) => (
        <FeeSectionCard key={index} section={section} catalogue={catalogue} index={index} count={sections.length} onChange={change} onMove={move} onRemove={remove} />
      ))}
      <Button variant="secondary" onClick={() => onChange((list) => [...list, blankSection()])}>
        Add a section
      </Button>
    </PanelBody>
  )
})
