import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The image endpoint's variants on disk (DATA_DIR/image-cache), capped in bytes (issue 34, point
 * 7: the folder shares its disk with forms.sqlite, and had no bound). Past the cap, the least
 * recently used variants are deleted: they are made again if a page asks for them later.
 *
 * Recency is kept in memory (a Map in use order, so a hit costs no disk write); at start the
 * files' modification times give the order. Written beside, then renamed: a reader never sees
 * half a file. A folder that cannot be written costs the copy, never the answer.
 */
export interface DiskCache {
  read(name: string): Promise<Uint8Array<ArrayBuffer> | null>
  write(name: string, bytes: Uint8Array): Promise<void>
  /** Bytes kept, as this process counts them. */
  bytes(): Promise<number>
}

/** The default cap (IMAGE_CACHE_MAX_MB in src/env.ts). */
export const DEFAULT_IMAGE_CACHE_BYTES = 1024 * 1024 * 1024
const PART = '.part'

export function createDiskCache(dir: string, maxBytes = DEFAULT_IMAGE_CACHE_BYTES): DiskCache {
  /** name → bytes, least recently used first. */
  const kept = new Map<string, number>()
  let total = 0

  const forget = (name: string) => {
    total -= kept.get(name) ?? 0
    kept.delete(name)
  }
  const touch = (name: string, bytes: number) => {
    forget(name)
    kept.set(name, bytes)
    total += bytes
  }

  /** What an earlier process left, oldest first; half-written files from a crash are removed. */
  const loaded = (async () => {
    const names = await readdir(dir).catch(() => [] as string[])
    const files = await Promise.all(
      names.map(async (name) => {
        const file = path.join(dir, name)
        if (name.endsWith(PART)) return void (await unlink(file).catch(() => undefined))
        const info = await stat(file).catch(() => undefined)
        return info?.isFile() ? { name, bytes: info.size, at: info.mtimeMs } : undefined
      }),
    )
    for (const file of files.filter((found) => found !== undefined).sort((a, b) => a.at - b.at)) touch(file.name, file.bytes)
    await evict()
  })()

  async function evict(): Promise<void> {
    while (total > maxBytes) {
      const oldest = kept.keys().next().value
      if (oldest === undefined) return
      forget(oldest)
      await unlink(path.join(dir, oldest)).catch(() => undefined)
    }
  }

  return {
    async read(name) {
      await loaded
      const bytes = await readFile(path.join(dir, name)).catch(() => null)
      if (bytes) touch(name, bytes.byteLength)
      else forget(name)
      return bytes
    },

    async write(name, bytes) {
      await loaded
      // Larger than the whole cap: served, not kept.
      if (bytes.byteLength > maxBytes) return
      const file = path.join(dir, name)
      const partial = `${file}.${process.pid}${PART}`
      const written = await mkdir(dir, { recursive: true, mode: 0o700 })
        .then(() => writeFile(partial, bytes, { mode: 0o600 }))
        .then(() => rename(partial, file))
        .then(
          () => true,
          () => false,
        )
      if (!written) return
      touch(name, bytes.byteLength)
      await evict()
    },

    bytes: async () => (await loaded, total),
  }
}
