import zlib from 'node:zlib'

/** Our own gzip at level 9, so the figure never depends on how the server compresses. */
export function gzipBytes(body: Buffer | string): number {
  return zlib.gzipSync(body, { level: 9 }).length
}

/** KB with one decimal (1 KB = 1024 bytes, as Chrome DevTools and Lighthouse count). */
export function toKb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10
}
