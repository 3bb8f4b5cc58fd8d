import 'server-only'
import { statfs as fsStatfs } from 'node:fs/promises'

/**
 * The free space the embedded store keeps in hand on DATA_DIR's disk (issue 34, point 11). Below
 * either floor new submissions are refused (the visitor is asked to call) rather than written:
 * the database, its write-ahead log, the uploads and the image cache share that disk, and a disk
 * that fills mid-write fails every one of them, the site's own pages' images included. The
 * floor leaves room for the submissions already in flight, the relay's updates and the purge.
 */
export const DISK_FLOOR_BYTES = 1024 ** 3
export const DISK_FLOOR_FRACTION = 0.05
/** How long one answer from the disk is trusted: a burst of submissions asks it once. */
export const DISK_CHECK_MS = 5000

/** What statfs says, in blocks of `bsize` bytes (`bavail`: what an unprivileged process may use). */
export type DiskStats = Readonly<{ bsize: number; blocks: number; bavail: number }>

export interface DiskRoom {
  readonly ok: boolean
  readonly freeBytes: number
  readonly totalBytes: number
}

export interface DiskFloor {
  room(dir: string): Promise<DiskRoom>
}

export function createDiskFloor({ statfs = fsStatfs, now = Date.now }: { statfs?: (dir: string) => Promise<DiskStats>; now?: () => number } = {}): DiskFloor {
  const asked = new Map<string, { at: number; answer: Promise<DiskRoom> }>()
  const ask = async (dir: string): Promise<DiskRoom> => {
    const { bsize, blocks, bavail } = await statfs(dir)
    const freeBytes = bavail * bsize
    const totalBytes = blocks * bsize
    return { ok: freeBytes >= DISK_FLOOR_BYTES && freeBytes >= totalBytes * DISK_FLOOR_FRACTION, freeBytes, totalBytes }
  }
  return {
    room(dir) {
      const cached = asked.get(dir)
      if (cached && now() - cached.at < DISK_CHECK_MS) return cached.answer
      // A disk that cannot be asked (statfs unsupported) is not a reason to turn patients away.
      const answer = ask(dir).catch(() => ({ ok: true, freeBytes: Number.NaN, totalBytes: Number.NaN }))
      asked.set(dir, { at: now(), answer })
      return answer
    },
  }
}

/** The process's own, shared by every submission. */
export const dataDirFloor: DiskFloor = createDiskFloor()

const mib = (bytes: number) => `${Math.floor(bytes / 1024 ** 2)} MiB`

/** The operator's one log line: figures about the disk only. */
export function describeFull({ freeBytes, totalBytes }: DiskRoom): string {
  return `DATA_DIR's disk has ${mib(freeBytes)} of ${mib(totalBytes)} free, under the floor (${mib(DISK_FLOOR_BYTES)} and ${DISK_FLOOR_FRACTION * 100} %): submission refused, the visitor asked to call. Free some space`
}
