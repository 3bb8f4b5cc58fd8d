import { files } from '../../tests/fakes/files'
import { isWordDocument } from './word-document'

describe('isWordDocument', () => {
  it('accepts a compound file with a WordDocument stream', () => {
    expect(isWordDocument(files.doc())).toBe(true)
  })

  it('refuses another compound file (an Excel workbook), a truncated one, and a non-compound file', () => {
    expect(isWordDocument(files.xls())).toBe(false)
    expect(isWordDocument(files.doc().subarray(0, 600))).toBe(false)
    expect(isWordDocument(files.pdf())).toBe(false)
  })
})
