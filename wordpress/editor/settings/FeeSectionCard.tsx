import { Button, Card, CardBody, CardHeader, Flex, FlexBlock, TextControl, TextareaControl } from '@wordpress/components'
import React, { memo, useCallback } from 'react'
import { FeeRow } from './FeeRow'
import { RemoveButton, RowActions } from './fields'
import { moveItem, removeAt, replaceAt } from './rows'
import type { Catalogue, FeeItem, FeeSection } from './types'

interface Props {
  section: FeeSection
  catalogue: Catalogue
  index: number
  count: number
  onChange: (index: number, edit: (section: FeeSection) => FeeSection) => void
  onMove: (index: number, by: -1 | 1) => void
  onRemove: (index: number) => void
}

/** One section of the fee schedule: its title, its lines in order, and the notes printed under it. */
export const FeeSectionCard = memo(function FeeSectionCard({ section, catalogue, index, count, onChange, onMove, onRemove }: Props) {
  const number = index + 1
  const items = section.items
  const notes = section.notes ?? []
  const setItems = useCallback((edit: (items: FeeItem[]) => FeeItem[]) => onChange(index, (before) => ({ ...before, items: edit(before.items) })), [onChange, index])
  const changeItem = useCallback((at: number, item: FeeItem) => setItems((list) => replaceAt(list, at, item)), [setItems])
  const moveRow = useCallback((at: number, by: -1 | 1) => setItems((list) => moveItem(list, at, by)), [setItems])
  const removeRow = useCallback((at: number) => setItems((list) => removeAt(list, at)), [setItems])
  const setNotes = (next: string[]) => onChange(index, (before) => ({ ...before, notes: next }))
  return (
    <Card className="larkspur-fee-section" size="small">
      <CardHeader>
        <Flex align="flex-end" gap={2}>
          <FlexBlock>
            <TextControl label={`Title of section ${number}`} value={section.title} onChange={(title) => onChange(index, (before) => ({ ...before, title }))} />
          </FlexBlock>
          <RowActions what={`section ${number}`} index={index} count={count} onMove={(by) => onMove(index, by)} onRemove={() => onRemove(index)} />
        </Flex>
      </CardHeader>
      <CardBody>
        {items.map((item, at) => (
          <FeeRow key={at} item={item} catalogue={catalogue} section={number} index={at} count={items.length} onChange={changeItem} onMove={moveRow} onRemove={removeRow} />
        ))}
        <Button variant="secondary" onClick={() => setItems((list) => [...list, { name: '', free: '' }])}>
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
})
