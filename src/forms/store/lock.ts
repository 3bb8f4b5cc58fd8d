import 'server-only'
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Embedded PGlite is one process's database: two processes writing the same directory would
 * corrupt it. The opener records its pid; another process finding a live pid there stays out
 * (the command-line tools then ask that process over its control socket instead).
 */
export function lockPath(dataDir: string): string {
  return path.join(/*turbopackIgnore: true*/ dataDir, 'db.lock')
}

/** The pid of another live process holding the directory, if any. */
export function lockHolder(dataDir: string): number | undefined {
  let pid: number
  try {
    pid = Number(readFileSync(lockPath(dataDir), 'utf8').trim())
  } catch {
    return undefined
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch (error) {
    // EPERM: alive but someone else's; ESRCH: gone, the lock is stale.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined
  }
}

export function takeLock(dataDir: string): void {
  const holder = lockHolder(dataDir)
  if (holder) throw new Error(`The embedded database in ${dataDir} is in use by process ${holder}. Stop it first, or set DATABASE_URL to share a PostgreSQL database.`)
  writeFileSync(lockPath(dataDir), String(process.pid), { mode: 0o600 })
  process.once('exit', () => releaseLock(dataDir))
}

export function releaseLock(dataDir: string): void {
  try {
    if (readFileSync(lockPath(dataDir), 'utf8').trim() === String(process.pid)) unlinkSync(lockPath(dataDir))
  } catch {
    // Already gone.
  }
}
