/**
 * Reads a stream through a counting limit (as src/lib/bounded-body.ts does for request bodies): at
 * most `limit` bytes are ever held, and the stream is cancelled as soon as it passes the limit, so a
 * source of any size costs at most `limit` of memory and of download.
 */
export interface CappedRead {
  readonly bytes: Buffer
  /** True when the stream ended within the limit: `bytes` is all of it. */
  readonly complete: boolean
}

/**
 * At most `limit` bytes of the stream. With `enough`, stops (and cancels) as soon as what was read
 * so far is enough, e.g. an image's header found: `complete` is then false.
 */
export async function readUpTo(stream: ReadableStream<Uint8Array> | null, limit: number, enough?: (sofar: Buffer) => boolean): Promise<CappedRead> {
  if (!stream) return { bytes: Buffer.alloc(0), complete: true }
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { bytes: Buffer.concat(chunks), complete: true }
    const room = limit - size
    if (value.byteLength > room) {
      chunks.push(value.subarray(0, room))
      await reader.cancel().catch(() => undefined)
      return { bytes: Buffer.concat(chunks), complete: false }
    }
    chunks.push(value)
    size += value.byteLength
    if (enough?.(Buffer.concat(chunks))) {
      await reader.cancel().catch(() => undefined)
      return { bytes: Buffer.concat(chunks), complete: false }
    }
  }
}
