import { SelectControl, TextControl } from '@wordpress/components'
import React, { memo, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { RowActions } from './fields'
import { choiceOf, isOptionItem, itemFor } from './rows'
import { formatPrice } from '../../../src/practice/wording'
import type { Catalogue, FeeItem } from './types'

/** Components 21's SelectControl renders its children (here optgroups, one per treatment) in place of `options`; the shared types leave children out. */
const GroupedSelect = SelectControl as unknown as ComponentType<ComponentProps<typeof SelectControl> & { children: ReactNode }>

interface Props {
  item: FeeItem
  catalogue: Catalogue
  /** The section's number, for labels a screen reader can tell apart ('line 2 of section 1'). */
  section: number
  index: number
  count: number
  onChange: (index: number, item: FeeItem) => void
  onMove: (index: number, by: -1 | 1) => void
  onRemove: (index: number) => void
}

/** Every option of the model, grouped by treatment: built once per catalogue, shared by every line. */
function OptionGroups({ catalogue }: { catalogue: Catalogue }) {
  return (
    <>
      {catalogue.treatments.map((treatment) => (
        <optgroup key={treatment.slug} label={treatment.name}>
          {treatment.options.map((option) => (
            <option key={option.id} value={`${treatment.slug}/${option.id}`}>
              {`${treatment.name}: ${option.name} (${formatPrice(option)})`}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  )
}
const SharedOptionGroups = memo(OptionGroups)

/**
 * One line of the fee schedule: a treatment's priced option, picked by its id from every option
 * of the model (its treatment's name and price shown), or a line of its own with words for its price.
 */
export const FeeRow = memo(function FeeRow({ item, catalogue, section, index, count, onChange: change, onMove, onRemove }: Props) {
  const what = `line ${index + 1} of section ${section}`
  const onChange = (next: FeeItem) => change(index, next)
  const choice = choiceOf(item)
  const known = catalogue.treatments.some((treatment) => treatment.options.some((option) => `${treatment.slug}/${option.id}` === choice))
  const own = !isOptionItem(item)
  return (
    <div className={own ? 'larkspur-fee-row is-own' : 'larkspur-fee-row'}>
      <GroupedSelect label={`Price of ${what}`} value={choice} options={[]} onChange={(next) => onChange(itemFor(next, item))}>
        <option value="">A line of its own: a name and words for its price</option>
        {choice !== '' && !known && <option value={choice}>{catalogue.treatments.length > 0 ? `Not in any published treatment: ${choice}` : choice}</option>}
        <SharedOptionGroups catalogue={catalogue} />
      </GroupedSelect>
      {isOptionItem(item) ? (
        <TextControl label={`Note under ${what} (optional)`} value={item.note ?? ''} onChange={(note) => onChange(note === '' ? { treatment: item.treatment, option: item.option } : { ...item, note })} />
      ) : (
        <>
          <TextControl label={`Name of ${what}`} value={item.name} onChange={(name) => onChange({ ...item, name })} />
          <TextControl label={`Price in words of ${what}`} help="Such as: Free, or Included in every examination." value={item.free} onChange={(free) => onChange({ ...item, free })} />
        </>
      )}
      <RowActions what={what} index={index} count={count} onMove={(by) => onMove(index, by)} onRemove={() => onRemove(index)} />
    </div>
  )
})
