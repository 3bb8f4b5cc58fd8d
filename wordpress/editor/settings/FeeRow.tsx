import { SelectControl, TextControl } from '@wordpress/components'
import React, { type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { RowActions } from './fields'
import { choiceOf, isOptionItem, itemFor, priceOf } from './rows'
import type { Catalogue, FeeItem } from './types'

/** Components 21's SelectControl renders its children (here optgroups, one per treatment) in place of `options`; the shared types leave children out. */
const GroupedSelect = SelectControl as unknown as ComponentType<ComponentProps<typeof SelectControl> & { children: ReactNode }>

interface Props {
  item: FeeItem
  catalogue: Catalogue
  /** 'line 2 of section 1', for labels a screen reader can tell apart. */
  what: string
  index: number
  count: number
  onChange: (item: FeeItem) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}

/**
 * One line of the fee schedule: a treatment's priced option, picked by its id from every option
 * of the model (its treatment's name and price shown), or a line of its own with words for its price.
 */
export function FeeRow({ item, catalogue, what, index, count, onChange, onMove, onRemove }: Props) {
  const choice = choiceOf(item)
  const known = catalogue.treatments.some((treatment) => treatment.options.some((option) => `${treatment.slug}/${option.id}` === choice))
  const own = !isOptionItem(item)
  return (
    <div className={own ? 'larkspur-fee-row is-own' : 'larkspur-fee-row'}>
      <GroupedSelect label={`Price of ${what}`} value={choice} options={[]} onChange={(next) => onChange(itemFor(next, item))}>
        <option value="">A line of its own: a name and words for its price</option>
        {choice !== '' && !known && <option value={choice}>{`Not in any published treatment: ${choice}`}</option>}
        {catalogue.treatments.map((treatment) => (
          <optgroup key={treatment.slug} label={treatment.name}>
            {treatment.options.map((option) => (
              <option key={option.id} value={`${treatment.slug}/${option.id}`}>
                {`${treatment.name}: ${option.name} (${priceOf(option)})`}
              </option>
            ))}
          </optgroup>
        ))}
      </GroupedSelect>
      {isOptionItem(item) ? (
        <TextControl label={`Note under ${what} (optional)`} value={item.note ?? ''} onChange={(note) => onChange(note === '' ? { treatment: item.treatment, option: item.option } : { ...item, note })} />
      ) : (
        <>
          <TextControl label={`Name of ${what}`} value={item.name} onChange={(name) => onChange({ ...item, name })} />
          <TextControl label={`Price in words of ${what}`} help="Such as: Free, or Included in every examination." value={item.free} onChange={(free) => onChange({ ...item, free })} />
        </>
      )}
      <RowActions what={what} index={index} count={count} onMove={onMove} onRemove={onRemove} />
    </div>
  )
}
