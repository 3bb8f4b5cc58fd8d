import { Button, Card, CardBody, PanelBody, TextControl } from '@wordpress/components'
import React, { memo } from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { NumberField, RemoveButton } from './fields'
import { blankBand, removeAt, replaceAt } from './rows'
import type { NhsBandSet } from './types'

const BANDS: ReadonlyArray<{ key: keyof NhsBandSet['bands']; label: string }> = [
  { key: 'band1', label: 'Band 1' },
  { key: 'band2', label: 'Band 2' },
  { key: 'band3', label: 'Band 3' },
  { key: 'urgent', label: 'Urgent' },
]

const today = () => new Date().toISOString().slice(0, 10)

/** The NHS charges, one row per set with the date it comes into force: the site shows the set in force today. */
export const NhsBandsPanel = memo(function NhsBandsPanel({ bands, onChange }: { bands: NhsBandSet[]; onChange: (bands: NhsBandSet[]) => void }) {
  return (
    <PanelBody title="NHS charges" initialOpen>
      <p className="description">Each set of NHS band charges with the day it comes into force and where the figures come from. Add a row when the charges change; the site shows the set in force on the day.</p>
      <FieldProblems field="nhs_bands" />
      {bands.map((set, index) => {
        const what = `NHS charges ${index + 1}`
        const change = (next: NhsBandSet) => onChange(replaceAt(bands, index, next))
        return (
          <Card key={index} size="small" className="larkspur-nhs-band">
            <CardBody>
              <div className="larkspur-nhs-grid">
                <TextControl label={`${what}: in force from`} type="date" value={set.from} aria-describedby={problemsId('nhs_bands')} onChange={(from) => change({ ...set, from })} />
                {BANDS.map(({ key, label }) => (
                  <NumberField key={key} label={`${label} (£)`} step={0.01} value={set.bands[key]} describedBy={problemsId('nhs_bands')} onChange={(value) => change({ ...set, bands: { ...set.bands, [key]: value } })} />
                ))}
                <RemoveButton what={what} onRemove={() => onChange(removeAt(bands, index))} />
              </div>
              <TextControl label={`${what}: source`} help="The statutory instrument or GOV.UK page the figures come from." value={set.source} onChange={(source) => change({ ...set, source })} />
            </CardBody>
          </Card>
        )
      })}
      <Button variant="secondary" onClick={() => onChange([...bands, blankBand(today())])}>
        Add NHS charges
      </Button>
    </PanelBody>
  )
})
