import * as CFB from 'cfb'

/** An OLE compound file holding the named streams, as Office 97-2003 writes them. */
function compoundFile(streams: Record<string, string>): Uint8Array<ArrayBuffer> {
  const container = CFB.utils.cfb_new()
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, Buffer.from(content))
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Uint8Array)
}

/** Small real files for upload tests: each begins with the bytes its type is recognised by. */
export const files = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: () =>
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  /** A minimal Word 2007 document (zipped XML). */
  docx: () =>
    Buffer.from(
      'UEsDBBQAAAAIALQ+dV3GEnoHrAAAAPEAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbF2Puw7CMAxFf6XKihoXBgaUlIEdGPgBK3HbiOahJBT4exKQOjBax/dcWxxfdm4Wisl4J9mWd+zYi9s7UGoKcUmyKedwAEhqIouJ+0CukMFHi7mMcYSA6o4jwa7r9qC8y+Rym6uD9eJS5NFoaq4Y8xktSQZPHzVorx62bPJiY83pF6vNkmEIs1GYy02wOP3X2fphMIrWfLWF6BWlZNxoZ74Si8Ztqh56Ad+n+g9QSwMECgAAAAAAtD51Xd1ahg0NAAAADQAAABEAAAB3b3JkL2RvY3VtZW50LnhtbDx3OmRvY3VtZW50Lz5QSwECHgMUAAAACAC0PnVdxhJ6B6wAAADxAAAAEwAAAAAAAAABAAAApIEAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIeAwoAAAAAALQ+dV3dWoYNDQAAAA0AAAARAAAAAAAAAAEAAACkgd0AAAB3b3JkL2RvY3VtZW50LnhtbFBLBQYAAAAAAgACAIAAAAAZAQAAAAA=',
      'base64',
    ),
  /** A Word 97-2003 document: a compound file with a WordDocument stream. */
  doc: () => compoundFile({ WordDocument: 'Word binary', '1Table': 'tables' }),
  /** An Excel 97-2003 workbook: a compound file too, but with a Workbook stream instead. */
  xls: () => compoundFile({ Workbook: 'Excel binary' }),
  /** The start of a Windows program: what a renamed .exe carries. */
  exe: () => Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'), Buffer.alloc(512)]),
}
