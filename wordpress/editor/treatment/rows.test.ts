import { moveRow, removeRow, replaceRow, withOptional, withRepresentative } from './rows'
import type { PriceOption } from './types'

const options: PriceOption[] = [
  { id: 'composite-veneer', name: 'Composite veneer', from: 250 },
  { id: 'porcelain-veneer', name: 'Porcelain veneer', from: 850, representative: true },
  { id: 'smile-design', name: 'Smile design', from: 150, representative: false },
]
const ids = (rows: readonly PriceOption[]) => rows.map((option) => option.id)

describe('moving a row', () => {
  it('moves an option up and down one place', () => {
    expect(ids(moveRow(options, 1, -1))).toEqual(['porcelain-veneer', 'composite-veneer', 'smile-design'])
    expect(ids(moveRow(options, 1, 1))).toEqual(['composite-veneer', 'smile-design', 'porcelain-veneer'])
  })

  it('leaves the first row where it is when moved up, and the last when moved down', () => {
    expect(ids(moveRow(options, 0, -1))).toEqual(ids(options))
    expect(ids(moveRow(options, 2, 1))).toEqual(ids(options))
  })
})

describe('changing and removing rows', () => {
  it('replaces and removes the row named, and no other', () => {
    const renamed = replaceRow(options, 0, { ...options[0]!, name: 'Bonded veneer' })
    expect(renamed.map((option) => option.name)).toEqual(['Bonded veneer', 'Porcelain veneer', 'Smile design'])
    expect(ids(removeRow(options, 1))).toEqual(['composite-veneer', 'smile-design'])
  })

  it('leaves an optional field out when emptied, rather than storing an empty value', () => {
    const withTo = withOptional(options[0]!, 'to', 400)
    expect(withTo.to).toBe(400)
    expect('to' in withOptional(withTo, 'to', undefined)).toBe(false)
    expect('unit' in withOptional({ ...options[0]!, unit: 'per tooth' }, 'unit', '')).toBe(false)
  })
})

describe('the representative example', () => {
  it('is one option only: choosing another takes it from the first', () => {
    const chosen = withRepresentative(options, 2)
    expect(chosen.filter((option) => option.representative).map((option) => option.id)).toEqual(['smile-design'])
    expect(chosen.every((option) => option.representative === true || !('representative' in option))).toBe(true)
  })
})
