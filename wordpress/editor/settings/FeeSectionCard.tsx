import { Button, Card, CardBody, CardHeader, Flex, FlexBlock, TextControl, TextareaControl } from '@wordpress/components'
import React from 'react'
import { FeeRow } from './FeeRow'
import { RemoveButton, RowActions } from './fields'
import { moveItem, removeAt, replaceAt } from './rows'
import type { Catalogue, FeeSection } from './types'

interface Props {
  section: FeeSection
  catalogue: Catalogue
  index: number
  count: number
  onChange: (section: FeeSection) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}

/** One section of the fee schedule: its title, its lines in order, and the notes printed under it. */
export function FeeSectionCard({ section, catalogue, index, count, onChange, onMove, onRemove }: Props) {
  const number = index + 1
  const items = section.items
  const notes = section.notes ?? []
  const setItems = (next: FeeSection['items']) => onChange({ ...section, items: next })
  const setNotes = (next: string[]) => onChange({ ...section, notes: next })
  return (
    <Card className="larkspur-fee-section" size="small">
      <CardHeader>
        <Flex align="flex-end" gap={2}>
          <FlexBlock>
            <TextControl label={`Title of section ${number}`} value={section.title} onChange={(title) => onChange({ ...section, title })} />
          </FlexBlock>
          <RowActions what={`section ${number}`} index={index} count={count} onMove={onMove} onRemove={onRemove} />
        </Flex>
      </CardHeader>
      <CardBody>
        {items.map((item, at) => (
          <FeeRow
            key={at}
            item={item}
            catalogue={catalogue}
            what={`line ${at + 1} of section ${number}`}
            index={at}
            count={items.length}
            onChange={(next) => setItems(replaceAt(items, at, next))}
            onMove={(by) => setItems(moveItem(items, at, by))}
            onRemove={() => setItems(removeAt(items, at))}
          />
        ))}
        <Button variant="secondary" onClick={() => setItems([...items, { name: '', free: '' }])}>
          Add a line to section {number}
        </Button>
        {notes.map((note, at) => (
          <Flex key={at} align="flex-end" gap={2}>
            <FlexBlock>
              <TextareaControl label={`Note ${at + 1} under section ${number}`} rows={2} value={note} onChange={(text) => setNotes(replaceAt(notes, at, text))} />
            </FlexBlock>
            <RemoveButton what={`note ${at + 1} under section ${number}`} onRemove={() => setNotes(removeAt(notes, at))} />
          </Flex>
        ))}
        <Button variant="tertiary" onClick={() => setNotes([...notes, ''])}>
          Add a note under section {number}
        </Button>
      </CardBody>
    </Card>
  )
}
