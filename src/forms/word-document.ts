import 'server-only'
import * as CFB from 'cfb'

/** CFB directory entry type of a stream (storages are 1, the root 5). */
const STREAM = 2

/**
 * A Word 97-2003 document is an OLE compound file holding a `WordDocument` stream (MS-DOC
 * 2.1.1). Spreadsheets, installers (.msi) and other compound files are not, though they share
 * its magic bytes (issue 15, point 6). The container is read by `cfb`, SheetJS's parser.
 */
export function isWordDocument(bytes: Uint8Array): boolean {
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' })
    return container.FileIndex.some((entry) => entry.type === STREAM && entry.name === 'WordDocument')
  } catch {
    // Not a well-formed compound file at all.
    return false
  }
}
