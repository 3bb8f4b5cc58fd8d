import { describe, expect, it } from 'vitest'
import { financeProductSchema, financeRecordSchema } from '@/practice/finance-record'
import { blankFinance, blankProduct, choiceOf, itemFor, moveItem, poundsToPence, removeAt, replaceAt } from './rows'

describe('moving rows', () => {
  it('moves a row up or down one place and leaves the ends where they are', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })

  it('removes and replaces one row without touching the list it was given', () => {
    const list = ['a', 'b', 'c']
    expect(removeAt(list, 1)).toEqual(['a', 'c'])
    expect(replaceAt(list, 2, 'z')).toEqual(['a', 'b', 'z'])
    expect(list).toEqual(['a', 'b', 'c'])
  })
})

describe('a fee line’s choice', () => {
  it('names a treatment’s option by slug and id, and a line of its own by nothing', () => {
    expect(choiceOf({ treatment: 'veneers', option: 'porcelain-veneer' })).toBe('veneers/porcelain-veneer')
    expect(choiceOf({ name: 'Mouth cancer screening', free: 'Included' })).toBe('')
  })

  it('keeps the note when another option is picked, and starts a line of its own empty', () => {
    const before = { treatment: 'veneers', option: 'porcelain-veneer', note: 'Per tooth' }
    expect(itemFor('fillings/white-composite-filling', before)).toEqual({ treatment: 'fillings', option: 'white-composite-filling', note: 'Per tooth' })
    expect(itemFor('', before)).toEqual({ name: '', free: '' })
    const own = { name: 'Screening', free: 'Free' }
    expect(itemFor('', own)).toBe(own)
  })
})

describe('prices and money', () => {
  it('turns pounds typed back into whole pence without losing a penny', () => {
    expect(poundsToPence(19.99)).toBe(1999)
    expect(poundsToPence(0.29)).toBe(29)
    expect(poundsToPence(12345 / 100)).toBe(12345)
  })
})

describe('new finance rows', () => {
  it('give a product every field of the website’s schema, with the next free id', () => {
    const product = blankProduct([{ ...blankProduct([]), productId: 27 }])
    expect(Object.keys(product).sort()).toEqual(Object.keys(financeProductSchema.shape).sort())
    expect(product.productId).toBe(28)
  })

  it('give a record every field of the website’s schema', () => {
    expect(Object.keys(blankFinance('maidenhead')).sort()).toEqual(Object.keys(financeRecordSchema.shape).sort())
  })
})
