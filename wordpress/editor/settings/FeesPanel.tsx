import { Button, PanelBody } from '@wordpress/components'
import React from 'react'
import { FieldProblems } from '../shared/problems'
import { FeeSectionCard } from './FeeSectionCard'
import { blankSection, moveItem, removeAt, replaceAt } from './rows'
import type { Catalogue, FeeSection } from './types'

/** The fee schedule (/fees) as ordered sections. Its problems (field `fees`) are listed at its head. */
export function FeesPanel({ sections, catalogue, onChange }: { sections: FeeSection[]; catalogue: Catalogue; onChange: (sections: FeeSection[]) => void }) {
  return (
    <PanelBody title="Fee schedule" initialOpen>
      <p className="description">
        The sections of the fees page, in order. A line either picks one of a treatment’s prices (edit the price itself on the treatment) or has its own name and words for its price.
      </p>
      <FieldProblems field="fees" />
      {sections.map((section, index) => (
        <FeeSectionCard
          key={index}
          section={section}
          catalogue={catalogue}
          index={index}
          count={sections.length}
          onChange={(next) => onChange(replaceAt(sections, index, next))}
          onMove={(by) => onChange(moveItem(sections, index, by))}
          onRemove={() => onChange(removeAt(sections, index))}
        />
      ))}
      <Button variant="secondary" onClick={() => onChange([...sections, blankSection()])}>
        Add a section
      </Button>
    </PanelBody>
  )
}
