import 'server-only'
import { chmodSync, lstatSync, readdirSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createLogger } from '@/lib/log'

/**
 * DATA_DIR holds every submission (the embedded database, the referral files, the control socket
 * that answers `npm run inbox`): owner only, whatever the umask (issue 15, point 2).
 */
export const DIR_MODE = 0o700
export const FILE_MODE = 0o600
const OPEN_TO_OTHERS = 0o077

const log = createLogger('config')

/**
 * SQLite creates its files with the process umask and offers no mode of its own, and it creates
 * some while it runs (the -wal and -shm files beside the database, again after each checkpoint
 * that removed them): only the umask covers those. Everything this process writes from now on is owner-only (the image cache too, which
 * the same user reads).
 */
export function restrictUmask(): void {
  try {
    const previous = process.umask(OPEN_TO_OTHERS)
    process.umask(previous | OPEN_TO_OTHERS)
  } catch {
    // Worker threads cannot change the umask; the explicit modes below still apply.
  }
}

/**
 * Creates `dir` owner-only, or takes back group and other rights from it and from everything
 * under it. Returns how many entries were open to others (symbolic links are left alone).
 */
export async function securePrivateDir(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true, mode: DIR_MODE })
  return tighten(dir)
}

/**
 * Synchronous on purpose: it runs once, when the store opens, over about a thousand entries,
 * and each asynchronous call would wait for the thread pool (seconds on a busy machine).
 */
function tighten(entry: string): number {
  const stat = lstatSync(entry)
  if (stat.isSymbolicLink()) return 0
  const wanted = stat.isDirectory() ? DIR_MODE : FILE_MODE
  let widened = (stat.mode & 0o777) !== wanted && (stat.mode & OPEN_TO_OTHERS) !== 0 ? 1 : 0
  // mkdir's mode is cut by the umask; set it exactly.
  if ((stat.mode & 0o777) !== wanted) chmodSync(entry, wanted)
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry)) widened += tighten(path.join(entry, name))
  }
  return widened
}

/** Owner-only DATA_DIR before the store opens; says so when an existing one was open to others. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  restrictUmask()
  const widened = await securePrivateDir(dataDir)
  if (widened > 0) {
    log.warn(`DATA_DIR ${dataDir} had ${widened} entries open to the group or others; they are now owner-only (folders 0700, files 0600)`)
  }
}
