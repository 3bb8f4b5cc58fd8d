import 'server-only'
import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The embedded SQLite database is one process's (decision 011): its claims and transactions are
 * made safe by running in that process alone, and SQLite's own file locks are not to be trusted
 * on every filesystem (network shares). Several instances share PostgreSQL instead. The opener creates the lock file exclusively with its pid, so of two processes
 * starting together only one can; another process finding a live pid there stays out (the
 * command-line tools then ask that process over its control socket instead).
 */
export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'db.lock')
}

/**
 * Held, for a few system calls, by the one process replacing a stale lock. Without it two
 * processes finding the same stale lock could both delete it and create their own, the slower
 * deleting the faster's new lock: a file cannot be deleted "only if it is still that one".
 */
function replacingPath(dataDir: string): string {
  return path.join(dataDir, 'db.lock.replacing')
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/** Whether `pid` is another process and running (a file naming our own pid is a previous life's). */
function isOtherLiveProcess(pid: number): boolean {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive but someone else's; ESRCH: gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The pid of another live process holding the directory, if any. */
export function lockHolder(dataDir: string): number | undefined {
  const pid = readPid(lockPath(dataDir))
  return pid !== undefined && isOtherLiveProcess(pid) ? pid : undefined
}

/**
 * Creates `file` holding our pid, owner-only; false if it exists already. Written whole beside it,
 * then linked into place (as exclusive as open's O_EXCL): a file created by open is empty until
 * the pid is written, and a reader then would take it for a stale lock and replace it.
 */
function createExclusive(file: string): boolean {
  const own = `${file}.${process.pid}`
  writeFileSync(own, String(process.pid), { mode: 0o600 })
  try {
    linkSync(own, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    rmSync(own, { force: true })
  }
}

function inUse(dataDir: string, holder: number | undefined): Error {
  return new Error(`The embedded database in ${dataDir} is in use by ${holder ? `process ${holder}` : 'another process'}. Stop it first, or set DATABASE_URL to share a PostgreSQL database.`)
}

export function takeLock(dataDir: string): void {
  if (!createExclusive(lockPath(dataDir))) {
    const holder = lockHolder(dataDir)
    if (holder) throw inUse(dataDir, holder)
    replaceStaleLock(dataDir)
  }
  process.once('exit', () => releaseLock(dataDir))
}

/** The lock names a process that has gone (a crash, a kill -9): one process replaces it, once. */
function replaceStaleLock(dataDir: string): void {
  const replacing = replacingPath(dataDir)
  if (!createExclusive(replacing)) {
    const replacer = readPid(replacing)
    if (replacer === undefined || isOtherLiveProcess(replacer)) throw inUse(dataDir, lockHolder(dataDir) ?? replacer)
    // Left by a process that died mid-replacement. Cleared but not used: a start that finds it
    // refuses, so two finding it at once cannot both go on; the next try (the server tries again
    // within 10 s) meets the ordinary stale lock.
    rmSync(replacing, { force: true })
    throw new Error(`The embedded database in ${dataDir} was left locked by process ${replacer}, which stopped while replacing a stale lock. Cleared: try again.`)
  }
  try {
    // Read again now that no one else may replace it: another process may have done so already.
    const holder = lockHolder(dataDir)
    if (holder) throw inUse(dataDir, holder)
    rmSync(lockPath(dataDir), { force: true })
    // A process starting afresh may still create it first; then that one holds the database.
    if (!createExclusive(lockPath(dataDir))) throw inUse(dataDir, lockHolder(dataDir))
  } finally {
    rmSync(replacing, { force: true })
  }
}

export function releaseLock(dataDir: string): void {
  try {
    if (readFileSync(lockPath(dataDir), 'utf8').trim() === String(process.pid)) unlinkSync(lockPath(dataDir))
  } catch {
    // Already gone.
  }
}
