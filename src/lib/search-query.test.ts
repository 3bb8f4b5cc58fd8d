import { parseSearchQuery } from './search-query'

describe('parseSearchQuery', () => {
  it.each([
    ['implant', 'implant'],
    ['  tooth   whitening ', 'tooth whitening'],
    ['', null],
    ['   ', null],
    [undefined, null],
    [['first', 'second'], 'first'],
    ['x'.repeat(150), 'x'.repeat(100)],
  ])('%j → %j', (input, expected) => {
    expect(parseSearchQuery(input)).toBe(expected)
  })
})
