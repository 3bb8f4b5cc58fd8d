import { parsePageNumber } from './page-number'

describe('parsePageNumber', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['42', 42],
    ['0', null],
    ['-1', null],
    ['01', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    ['9999999', null],
    [undefined, null],
  ])('%s → %s', (segment, expected) => {
    expect(parsePageNumber(segment)).toBe(expected)
  })
})
