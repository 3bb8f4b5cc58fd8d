/**
 * Reads a request body as text through a counting limit (issue 23, point 4). A declared
 * Content-Length over the limit is refused before reading; a chunked body is counted as it
 * arrives and the stream is cancelled as soon as it passes the limit, so a 50 MB post costs at
 * most `maxBytes` of memory, never its own size.
 */
export type BoundedBody = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: 'too large' }

export async function readBodyWithin(request: Request, maxBytes: number): Promise<BoundedBody> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    return { ok: false, reason: 'too large' }
  }
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return { ok: false, reason: 'too large' }
    }
    chunks.push(value)
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) }
}
