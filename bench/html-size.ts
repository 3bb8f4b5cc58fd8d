import type { MeasuredPage } from './config'
import { gzipBytes, toKb } from './size'

export interface HtmlSize {
  readonly path: string
  readonly status: number
  readonly rawKb: number
  readonly gzipKb: number
}

/** Each page's HTML as the server sends it uncompressed, and gzipped by us at level 9. */
export async function measureHtml(origin: string, pages: readonly MeasuredPage[]): Promise<HtmlSize[]> {
  const sizes: HtmlSize[] = []
  for (const page of pages) {
    const response = await fetch(origin + page.path, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(30_000) })
    const body = Buffer.from(await response.arrayBuffer())
    sizes.push({ path: page.path, status: response.status, rawKb: toKb(body.length), gzipKb: toKb(gzipBytes(body)) })
  }
  return sizes
}
